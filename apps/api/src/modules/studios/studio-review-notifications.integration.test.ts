import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  istToday,
  STUDIO_REVIEW_MESSAGES,
  type StudioWithAvailability,
} from '@studio-hive/domain';
import {
  call,
  createStudioRow,
  signedInAccount,
  uniquePhone,
  type SignedInAccount,
} from '../../test/factories';
import { pngUpload } from '../../test/images';
import { multipart } from '../../test/multipart';
import { readOutbox, type OutboxEntry } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The review notifications (decision 019): the owner hears by e-mail and SMS when their studio is
 * approved or denied (with the admin's optional reason), the team's inbox when a studio is
 * submitted or edited. Written with the change, sent after it; nothing a person typed reaches a
 * mail header.
 */
const TEAM = 'studios@studiohive.test';
const SITE = 'https://studiohive.example';

let t: TestApp;
let owner: SignedInAccount;
let admin: SignedInAccount;
let customer: SignedInAccount;
beforeAll(async () => {
  t = await createTestApp({ TEAM_EMAIL: TEAM, PUBLIC_URL: SITE });
  [owner, admin, customer] = await Promise.all([
    signedInAccount(t, 'owner', { name: 'Meera Kapoor', phone: uniquePhone() }),
    signedInAccount(t, 'admin'),
    signedInAccount(t, 'customer'),
  ]);
});
afterAll(() => t.close());

function studioFields(name: string) {
  const today = istToday(t.clock.now);
  return {
    name,
    description: 'Treated room with two microphones.',
    equipments: ['Microphone (XLR)'],
    amenities: ['Wi-Fi'],
    minimumDurationHours: '1',
    operationalHours: { start: 9, end: 18 },
    packages: [
      { key: '1 Cam', price: 1800 },
      { key: '2 Cam', price: 2400 },
      { key: '3 Cam', price: 3200 },
    ],
    addons: [],
    location: {
      fullAddress: 'A-14, Saket District Centre',
      city: 'New Delhi',
      state: 'Delhi',
      pinCode: '110017',
    },
    availability: [{ date: addDays(today, 1), slots: [{ hour: 9, isAvailable: true }] }],
  };
}

async function submitStudio(
  name: string,
  method: 'POST' | 'PUT' = 'POST',
  url = '/api/studio',
  extra: Record<string, unknown> = {},
) {
  // An edit that keeps the listed photos sends no new one.
  const files = extra.existingImages ? [] : [await pngUpload()];
  const body = multipart({ ...studioFields(name), ...extra }, files);
  const res = await call(t, method, url, {
    auth: owner.auth,
    payload: body.payload,
    headers: body.headers,
  });
  expect(res.statusCode, res.body).toBe(method === 'POST' ? 201 : 200);
  return res.json<{ studio: StudioWithAvailability }>().studio;
}

/** What was sent since `before` outbox entries, after the due notifications were delivered. */
async function sentSince(before: number): Promise<OutboxEntry[]> {
  await t.app.notifications.deliverNow();
  return (await readOutbox(t.config.dataDir)).slice(before);
}
/** The one e-mail and the one SMS of `sent` (the dispatcher sends them side by side). */
function byChannel(sent: OutboxEntry[]) {
  expect(sent).toHaveLength(2);
  const mail = sent.find((m) => m.channel === 'email');
  const sms = sent.find((m) => m.channel === 'sms');
  if (!mail || !sms) throw new Error(`expected an e-mail and an SMS, got ${JSON.stringify(sent)}`);
  return { mail, sms };
}
const outboxLength = async () => {
  await t.app.notifications.deliverNow();
  return (await readOutbox(t.config.dataDir)).length;
};

const deny = (id: string, options: { payload?: unknown; auth?: string } = {}) =>
  call(t, 'DELETE', `/api/admin/studios/${id}/deny`, { auth: admin.auth, ...options });

describe('the team hears of submitted and edited studios', () => {
  it('e-mails the team when a studio is submitted, naming it, its owner and the pending page', async () => {
    const before = await outboxLength();
    const studio = await submitStudio('Saket Sound Lab');
    const sent = await sentSince(before);
    expect(sent).toHaveLength(1);
    const [mail] = sent;
    expect(mail).toMatchObject({
      channel: 'email',
      to: TEAM,
      subject: `Studio Hive: studio submitted for review (ref ${studio._id.slice(0, 8)})`,
    });
    for (const line of [
      'Studio:    Saket Sound Lab',
      'City:      New Delhi',
      `Owner:     Meera Kapoor (${owner.email})`,
      `${SITE}/admin/studios/pending`,
    ]) {
      expect(mail!.text).toContain(line);
    }
  });

  it('e-mails the team when the owner changes an approved studio: its page, or the pending page for changes to review', async () => {
    const studio = await submitStudio('Hauz Khas Podcast Room');
    await call(t, 'PUT', `/api/admin/studios/${studio._id}/approve`, { auth: admin.auth });
    const before = await outboxLength();
    await submitStudio('Hauz Khas Podcast Room', 'PUT', `/api/studio/${studio._id}`, {
      existingImages: studio.images,
    });
    const edited = await sentSince(before);
    expect(edited).toHaveLength(1);
    expect(edited[0]).toMatchObject({
      to: TEAM,
      subject: `Studio Hive: studio edited by its owner (ref ${studio._id.slice(0, 8)})`,
    });
    expect(edited[0]!.text).toContain('Studio:    Hauz Khas Podcast Room');
    expect(edited[0]!.text).toContain(`${SITE}/studios/${studio._id}`);

    // A new name waits for review (decision 030): the mail names the listed studio and points
    // to the pending page.
    const beforeRename = await outboxLength();
    await submitStudio('Hauz Khas Podcast Room II', 'PUT', `/api/studio/${studio._id}`, {
      existingImages: studio.images,
    });
    const renamed = await sentSince(beforeRename);
    expect(renamed).toHaveLength(1);
    expect(renamed[0]).toMatchObject({
      to: TEAM,
      subject: `Studio Hive: studio changes submitted for review (ref ${studio._id.slice(0, 8)})`,
    });
    expect(renamed[0]!.text).toContain('Studio:    Hauz Khas Podcast Room\n');
    expect(renamed[0]!.text).toContain(`${SITE}/admin/studios/pending`);
  });

  it('writes no notification for a submission that is refused', async () => {
    const before = await outboxLength();
    const body = multipart(studioFields(''), [await pngUpload()]);
    const res = await call(t, 'POST', '/api/studio', {
      auth: owner.auth,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(400);
    expect(await sentSince(before)).toEqual([]);
  });
});

describe('the owner hears of the review', () => {
  it('sends the owner an e-mail and an SMS when the studio is approved, once', async () => {
    const studio = await createStudioRow(t, {
      authorId: owner._id,
      approved: false,
      name: 'Noida Video Bay',
    });
    const before = await outboxLength();
    const res = await call(t, 'PUT', `/api/admin/studios/${studio.id}/approve`, {
      auth: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    const { mail, sms } = byChannel(await sentSince(before));
    expect(mail.to).toBe(owner.email);
    expect(sms.to).toBe(`+91${owner.phone}`);
    expect(mail).toMatchObject({ subject: 'Studio Hive: your studio is approved' });
    expect(mail.text).toContain('Hello Meera Kapoor,');
    expect(mail.text).toContain('Studio:  Noida Video Bay');
    expect(mail.text).toContain(`Page:    ${SITE}/studios/${studio.id}`);
    expect(sms.text).toBe(
      'Studio Hive: your studio Noida Video Bay is approved and now listed for booking.',
    );

    const before2 = await outboxLength();
    await call(t, 'PUT', `/api/admin/studios/${studio.id}/approve`, { auth: admin.auth });
    expect(await sentSince(before2)).toEqual([]);
  });

  it('sends the owner an e-mail and an SMS when the changes to their studio are approved', async () => {
    const studio = await submitStudio('Lajpat Nagar Booth');
    await call(t, 'PUT', `/api/admin/studios/${studio._id}/approve`, { auth: admin.auth });
    await submitStudio('Lajpat Nagar Booth II', 'PUT', `/api/studio/${studio._id}`, {
      existingImages: studio.images,
    });
    const before = await outboxLength();
    const res = await call(t, 'PUT', `/api/admin/studios/${studio._id}/changes/approve`, {
      auth: admin.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    const { mail, sms } = byChannel(await sentSince(before));
    expect(mail).toMatchObject({
      to: owner.email,
      subject: 'Studio Hive: your studio changes are approved',
    });
    expect(mail.text).toContain('Studio:  Lajpat Nagar Booth II');
    expect(mail.text).toContain(`Page:    ${SITE}/studios/${studio._id}`);
    expect(sms).toMatchObject({
      to: `+91${owner.phone}`,
      text: 'Studio Hive: the changes to your studio Lajpat Nagar Booth II are approved and now listed.',
    });
  });

  it('tells the owner of a denial without a reason when none is sent (no body, as today)', async () => {
    const studio = await createStudioRow(t, {
      authorId: owner._id,
      approved: false,
      name: 'Rohini Loft',
    });
    const before = await outboxLength();
    const res = await deny(studio.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ message: 'Studio denied and removed successfully' });
    const { mail, sms } = byChannel(await sentSince(before));
    expect(mail).toMatchObject({
      channel: 'email',
      to: owner.email,
      subject: 'Studio Hive: your studio was not approved',
    });
    expect(mail.text).toContain('Studio:  Rohini Loft');
    expect(mail.text).not.toContain('The reason our team gave');
    expect(sms).toMatchObject({ channel: 'sms', to: `+91${owner.phone}` });
    expect(sms.text).toContain('Rohini Loft was not approved');
  });

  it("quotes the admin's reason in the e-mail, never in a header", async () => {
    const studio = await createStudioRow(t, { authorId: owner._id, approved: false });
    const before = await outboxLength();
    const reason = '  Photos are blurry.\r\nBcc: spy@attacker.test\nSubject: free money ';
    const res = await deny(studio.id, { payload: { reason } });
    expect(res.statusCode).toBe(200);
    const { mail } = byChannel(await sentSince(before));
    expect(mail.subject).toBe('Studio Hive: your studio was not approved');
    expect(mail.text).toContain(
      'The reason our team gave:\n\n> Photos are blurry.\n> Bcc: spy@attacker.test\n> Subject: free money\n',
    );
  });

  it('keeps a hostile studio name on one line of the body, cut short in the SMS', async () => {
    // Stored straight in the database: the form refuses line breaks in a name.
    const name = `Evil\r\nBcc: spy@attacker.test ${'x'.repeat(150)}`;
    const studio = await createStudioRow(t, { authorId: owner._id, approved: false, name });
    const before = await outboxLength();
    await call(t, 'PUT', `/api/admin/studios/${studio.id}/approve`, { auth: admin.auth });
    const { mail, sms } = byChannel(await sentSince(before));
    expect(mail.subject).toBe('Studio Hive: your studio is approved');
    const line = mail.text.split('\n').find((l) => l.includes('Studio:'))!;
    expect(line).toMatch(/^ {4}Studio: {2}Evil Bcc: spy@attacker\.test x+…$/);
    expect(line.length).toBeLessThanOrEqual(4 + 9 + 100);
    expect(mail.text).not.toMatch(/^Bcc:/m);
    expect(sms.text).toMatch(
      /^Studio Hive: your studio Evil Bcc: spy@attacker\.test x{11}… is approved/,
    );
    expect(sms.text.length).toBeLessThan(160);
  });

  it.each([
    ['too short', { reason: 'no' }, STUDIO_REVIEW_MESSAGES.reasonTooShort],
    ['too long', { reason: 'x'.repeat(501) }, STUDIO_REVIEW_MESSAGES.reasonTooLong],
    ['not text', { reason: 42 }, STUDIO_REVIEW_MESSAGES.reasonInvalid],
    ['with a NUL', { reason: 'bad\u0000photos' }, STUDIO_REVIEW_MESSAGES.reasonInvalid],
  ])('refuses a reason %s with a 400, and keeps the studio', async (_what, payload, message) => {
    const studio = await createStudioRow(t, { authorId: owner._id, approved: false });
    const before = await outboxLength();
    const res = await deny(studio.id, { payload });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect(await sentSince(before)).toEqual([]);
    const still = await call(t, 'GET', `/api/studio/${studio.id}`, { auth: admin.auth });
    expect(still.statusCode).toBe(200);
  });

  it('responds with a 4xx, never a 500, for a JSON header without a body or a body that is not JSON', async () => {
    const studio = await createStudioRow(t, { authorId: owner._id, approved: false });
    for (const [payload, contentType] of [
      ['', 'application/json'],
      ['{"reason":', 'application/json'],
      ['"just text"', 'application/json'],
      ['reason=bad', 'application/x-www-form-urlencoded'],
    ]) {
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/studios/${studio.id}/deny`,
        headers: { authorization: admin.auth, 'content-type': contentType! },
        payload,
      });
      expect(res.statusCode, `${contentType} ${payload}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, `${contentType} ${payload}`).toBeLessThan(500);
    }
  });

  it('lets only admins deny with a reason; the owner is not told of a refused attempt', async () => {
    const studio = await createStudioRow(t, { authorId: owner._id, approved: false });
    const before = await outboxLength();
    const payload = { reason: 'Looks fake to me' };
    expect((await deny(studio.id, { payload, auth: owner.auth })).statusCode).toBe(403);
    expect((await deny(studio.id, { payload, auth: customer.auth })).statusCode).toBe(403);
    expect(
      (await call(t, 'DELETE', `/api/admin/studios/${studio.id}/deny`, { payload })).statusCode,
    ).toBe(401);
    expect(await sentSince(before)).toEqual([]);
  });
});
