import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, INQUIRY_MESSAGES } from '@studio-hive/domain';
import { rowsOf } from '../../db/transaction';
import { call, randomAddress, uniqueEmail } from '../../test/factories';
import { readOutbox, type OutboxEntry } from '../../test/outbox';
import { startSmtp } from '../../test/smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PUBLIC_FORM_BODY_LIMIT } from './inquiries.routes';

/**
 * The public forms (issue 10; decision 013): POST /api/studio-inquiry and POST /api/contact
 * validate, store the row, tell the team's inbox through the notices outbox (never the sender),
 * limit each client address, and answer hostile input with a 4xx.
 */
const TEAM = 'leads@studiohive.test';
const PER_HOUR = 3;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEAM_EMAIL: TEAM, PUBLIC_FORMS_PER_HOUR: String(PER_HOUR) });
});
afterAll(() => t.close());

/** A word no other test writes, to find this test's row and notice. */
const marker = () => `m${randomBytes(4).toString('hex')}`;

const inquiryInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Meera Nair',
  whatsapp: '+91 98765-43210',
  location: `Sector 29, Gurgaon ${marker()}`,
  hasRoom: 'yes',
  needsHelp: 'no',
  ...overrides,
});

const contactInput = (overrides: Record<string, unknown> = {}) => ({
  name: 'Arjun Mehta',
  email: 'Arjun.Mehta@Example.com',
  subject: `Question about a booking ${marker()}`,
  message: 'Can I bring my own microphone?\nThanks!',
  category: 'booking',
  ...overrides,
});

const post = (url: string, payload: unknown, address = randomAddress()) =>
  call(t, 'POST', url, { payload, address });

/**
 * The e-mails written to the outbox since `before` entries that mention `marker` (this test's own
 * submission), after a sweep: an earlier test's notice may still be landing (its kick's sweep).
 */
async function teamMailsSince(before: number, marker: string): Promise<OutboxEntry[]> {
  await t.app.notices.sweepNow();
  return (await readOutbox(t.config.dataDir))
    .slice(before)
    .filter((entry) => entry.text.includes(marker));
}

const outboxLength = async () => (await readOutbox(t.config.dataDir)).length;

type InquiryRow = {
  id: string;
  name: string;
  whatsapp: string;
  location: string;
  has_room: boolean;
  needs_help: boolean;
};
type ContactRow = {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  category: string;
};

const inquiryRows = (location: string) =>
  rowsOf<InquiryRow>(
    t.database.db,
    sql`select id::text as id, name, whatsapp, location, has_room, needs_help
        from studio_inquiries where location = ${location}`,
  );
const contactRows = (subject: string) =>
  rowsOf<ContactRow>(
    t.database.db,
    sql`select id::text as id, name, email, subject, message, category
        from contact_messages where subject = ${subject}`,
  );
const count = async (table: 'studio_inquiries' | 'contact_messages' | 'notices') => {
  const [row] = await rowsOf<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  );
  return row!.n;
};

describe('POST /api/studio-inquiry', () => {
  it('stores the inquiry, answers the spec text and e-mails the team with every field', async () => {
    const before = await outboxLength();
    const input = inquiryInput({ name: '  Meera Nair ', hasRoom: 'no', needsHelp: 'yes' });
    const res = await post('/api/studio-inquiry', input);
    expect(res.statusCode).toBe(201);
    // Nothing but the sentence: no id, nothing of what was sent.
    expect(res.json()).toEqual({ message: INQUIRY_MESSAGES.submitted });

    const [row, ...others] = await inquiryRows(input.location);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      name: 'Meera Nair',
      whatsapp: '9876543210',
      has_room: false,
      needs_help: true,
    });

    const mails = await teamMailsSince(before, input.location);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      channel: 'email',
      to: TEAM,
      subject: `Studio Hive: new studio inquiry (ref ${row!.id.slice(0, 8)})`,
    });
    for (const line of [
      'Name:         Meera Nair',
      'WhatsApp:     +91 98765 43210 (https://wa.me/919876543210)',
      `Location:     ${input.location}`,
      'Has a room:   No',
      'Wants help setting it up: Yes',
      `Reference:    ${row!.id.slice(0, 8)}`,
    ]) {
      expect(mail!.text).toContain(line);
    }
  });

  it.each([
    ['name', { name: '' }, 'Please fill in all required fields'],
    ['name', { name: '   ' }, 'Please fill in all required fields'],
    ['name', { name: undefined }, 'Please fill in all required fields'],
    ['whatsapp', { whatsapp: '' }, 'Please fill in all required fields'],
    ['whatsapp', { whatsapp: undefined }, 'Please fill in all required fields'],
    ['whatsapp', { whatsapp: '12345' }, INQUIRY_MESSAGES.whatsappInvalid],
    ['whatsapp', { whatsapp: '+1 202 555 0143' }, INQUIRY_MESSAGES.whatsappInvalid],
    ['whatsapp', { whatsapp: 98765_43210 }, 'Please fill in all required fields'],
    ['location', { location: '' }, 'Please fill in all required fields'],
    ['location', { location: 'x'.repeat(201) }, INQUIRY_MESSAGES.locationTooLong],
    ['hasRoom', { hasRoom: undefined }, INQUIRY_MESSAGES.hasRoomRequired],
    ['hasRoom', { hasRoom: true }, INQUIRY_MESSAGES.hasRoomRequired],
    ['needsHelp', { needsHelp: 'maybe' }, INQUIRY_MESSAGES.needsHelpRequired],
    ['name', { name: 'n'.repeat(101) }, 'Name must be at most 100 characters'],
  ])('refuses a bad %s (%j) with its message, storing nothing', async (field, change, message) => {
    const [rowsBefore, noticesBefore] = [await count('studio_inquiries'), await count('notices')];
    const res = await post('/api/studio-inquiry', inquiryInput(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
    expect(res.json().fieldErrors[field]).toBe(message);
    expect(await count('studio_inquiries')).toBe(rowsBefore);
    expect(await count('notices')).toBe(noticesBefore);
  });

  it('names every missing required field with the spec message', async () => {
    const res = await post('/api/studio-inquiry', { hasRoom: 'yes', needsHelp: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      name: 'Please fill in all required fields',
      whatsapp: 'Please fill in all required fields',
      location: 'Please fill in all required fields',
    });
  });
});

describe('POST /api/contact', () => {
  it('stores the message and e-mails the team (never the sender), the message quoted', async () => {
    const before = await outboxLength();
    const input = contactInput();
    const res = await post('/api/contact', input);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: CONTACT_MESSAGES.sent });

    const [row, ...others] = await contactRows(input.subject);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({
      name: 'Arjun Mehta',
      email: 'arjun.mehta@example.com',
      message: 'Can I bring my own microphone?\nThanks!',
      category: 'booking',
    });

    const mails = await teamMailsSince(before, input.subject);
    expect(mails.map((m) => m.to)).toEqual([TEAM]);
    const [mail] = mails;
    expect(mail).toMatchObject({
      channel: 'email',
      subject: `Studio Hive: contact message, Booking Support (ref ${row!.id.slice(0, 8)})`,
    });
    for (const line of [
      'Name:      Arjun Mehta',
      'Email:     arjun.mehta@example.com (typed on a public form, not verified)',
      'Category:  Booking Support',
      `Subject:   ${input.subject}`,
      `Reference: ${row!.id.slice(0, 8)}`,
      '> Can I bring my own microphone?\n> Thanks!',
      'support replies within 24 hours, Monday to Friday',
    ]) {
      expect(mail!.text).toContain(line);
    }
  });

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'arjun@example' }, 'Email is invalid'],
    ['subject', { subject: ' ' }, CONTACT_MESSAGES.subjectRequired],
    ['subject', { subject: 's'.repeat(151) }, CONTACT_MESSAGES.subjectTooLong],
    ['message', { message: '' }, CONTACT_MESSAGES.messageRequired],
    ['message', { message: 'm'.repeat(5001) }, CONTACT_MESSAGES.messageTooLong],
    ['category', { category: undefined }, CONTACT_MESSAGES.categoryRequired],
    ['category', { category: 'other' }, CONTACT_MESSAGES.categoryRequired],
  ])('refuses a bad %s (%j) with its message, storing nothing', async (field, change, message) => {
    const [rowsBefore, noticesBefore] = [await count('contact_messages'), await count('notices')];
    const res = await post('/api/contact', contactInput(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
    expect(res.json().fieldErrors[field]).toBe(message);
    expect(await count('contact_messages')).toBe(rowsBefore);
    expect(await count('notices')).toBe(noticesBefore);
  });

  it('names every missing field', async () => {
    const res = await post('/api/contact', {});
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({
      name: 'Name is required',
      email: 'Email is required',
      subject: CONTACT_MESSAGES.subjectRequired,
      message: CONTACT_MESSAGES.messageRequired,
      category: CONTACT_MESSAGES.categoryRequired,
    });
  });
});

describe('a flood from one client', () => {
  it(`is refused after ${PER_HOUR} inquiries an hour, with a sentence, and stores nothing more`, async () => {
    const address = randomAddress();
    const statuses: number[] = [];
    for (let i = 0; i < PER_HOUR; i += 1) {
      statuses.push((await post('/api/studio-inquiry', inquiryInput(), address)).statusCode);
    }
    expect(statuses).toEqual(Array(PER_HOUR).fill(201));

    const [rowsBefore, noticesBefore] = [await count('studio_inquiries'), await count('notices')];
    const refused = await post('/api/studio-inquiry', inquiryInput(), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: INQUIRY_MESSAGES.tooMany,
    });
    expect(await count('studio_inquiries')).toBe(rowsBefore);
    expect(await count('notices')).toBe(noticesBefore);

    // Other clients are not affected, and contact messages are counted on their own.
    expect((await post('/api/studio-inquiry', inquiryInput())).statusCode).toBe(201);
    expect((await post('/api/contact', contactInput(), address)).statusCode).toBe(201);
  });

  it(`is refused after ${PER_HOUR} contact messages an hour`, async () => {
    const address = randomAddress();
    for (let i = 0; i < PER_HOUR; i += 1) {
      expect((await post('/api/contact', contactInput(), address)).statusCode).toBe(201);
    }
    const refused = await post('/api/contact', contactInput(), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: CONTACT_MESSAGES.tooMany,
    });
  });

  it('counts the addresses of one IPv6 /64 network together', async () => {
    const network = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}`;
    const statuses: number[] = [];
    for (let i = 0; i <= PER_HOUR; i += 1) {
      const address = `${network}:${randomBytes(2).toString('hex')}::${i + 1}`;
      statuses.push((await post('/api/contact', contactInput(), address)).statusCode);
    }
    expect(statuses).toEqual([...Array(PER_HOUR).fill(201), 429]);
  });
});

describe('hostile input', () => {
  it.each([
    ['subject', { subject: 'Hello\r\nBcc: spy@attacker.test' }, CONTACT_MESSAGES.subjectInvalid],
    ['subject', { subject: 'Hello\u0000' }, CONTACT_MESSAGES.subjectInvalid],
    [
      'name',
      { name: 'Arjun\r\nBcc: spy@attacker.test' },
      'Name must contain only printable characters',
    ],
    ['name', { name: 'Arjun\u202Etxt.exe' }, 'Name must contain only printable characters'],
    ['email', { email: 'arjun@example.com\r\nBcc: spy@attacker.test' }, 'Email is invalid'],
    ['email', { email: 'arjun@example.com, spy@attacker.test' }, 'Email is invalid'],
    ['message', { message: 'Hello\u0000world' }, CONTACT_MESSAGES.messageInvalid],
    ['message', { message: 'Ring\u0007' }, CONTACT_MESSAGES.messageInvalid],
  ])('a contact %s like %j is a 400 with its field message', async (field, change, message) => {
    const res = await post('/api/contact', contactInput(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  it.each([
    [
      'name',
      { name: 'Meera\nBcc: spy@attacker.test' },
      'Name must contain only printable characters',
    ],
    ['location', { location: 'Gurgaon\r\nX-Spam: no' }, INQUIRY_MESSAGES.locationInvalid],
    ['whatsapp', { whatsapp: '98765\u000043210' }, INQUIRY_MESSAGES.whatsappInvalid],
  ])('an inquiry %s like %j is a 400 with its field message', async (field, change, message) => {
    const res = await post('/api/studio-inquiry', inquiryInput(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toBe(message);
  });

  it('keeps a message that imitates the notice inside the quote', async () => {
    const before = await outboxLength();
    const input = contactInput({
      message: 'Hi\n    Email:     ceo@studiohive.in (verified)\n\nCategory:  Billing',
    });
    expect((await post('/api/contact', input)).statusCode).toBe(201);
    const [mail] = await teamMailsSince(before, input.subject);
    expect(mail!.text).toContain(
      '> Hi\n>     Email:     ceo@studiohive.in (verified)\n>\n> Category:  Billing',
    );
    expect(mail!.text.split('\n').filter((line) => line.startsWith('    Email:'))).toEqual([
      '    Email:     arjun.mehta@example.com (typed on a public form, not verified)',
    ]);
  });

  it.each(['/api/studio-inquiry', '/api/contact'])(
    '%s refuses malformed JSON, other content types, non-objects and oversized bodies with a 4xx',
    async (url) => {
      const raw = (payload: string, contentType: string) =>
        t.app.inject({
          method: 'POST',
          url,
          payload,
          headers: { 'content-type': contentType },
          remoteAddress: randomAddress(),
        });

      const broken = await raw('{"name": "Meera",', 'application/json');
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toMatchObject({
        code: 'VALIDATION',
        message: 'The request body is not valid JSON.',
      });

      for (const body of ['null', '[]', '"hello"', '42']) {
        const res = await raw(body, 'application/json');
        expect(res.statusCode).toBe(400);
        expect(res.json().code).toBe('VALIDATION');
      }

      // What a cross-site HTML form can send without asking is refused: plain text is read as
      // text, which is not an object; the form encodings are not read at all.
      const text = await raw('name=Meera', 'text/plain');
      expect(text.statusCode).toBe(400);
      expect(text.json().message).toBe('The request body must be a JSON object.');
      for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
        const res = await raw('name=Meera', type);
        expect(res.statusCode).toBe(415);
        expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
      }

      const huge = await raw(
        JSON.stringify({ ...contactInput(), message: 'x'.repeat(PUBLIC_FORM_BODY_LIMIT) }),
        'application/json',
      );
      expect(huge.statusCode).toBe(413);
      expect(huge.json()).toMatchObject({
        code: 'PAYLOAD_TOO_LARGE',
        message: 'The request is too large.',
      });
    },
  );

  it('answers the largest valid message, escaped to the full, without refusing it as too large', async () => {
    // 5,000 characters that JSON writes as 6-byte escapes each: the body limit leaves room for it.
    const message = '\u2603'.repeat(5000);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: JSON.stringify(contactInput({ message })).replaceAll('\u2603', '\\u2603'),
      headers: { 'content-type': 'application/json' },
      remoteAddress: randomAddress(),
    });
    expect(res.statusCode).toBe(201);
  });

  it('ignores fields it does not know and never lets a client choose where mail goes', async () => {
    const before = await outboxLength();
    const input = contactInput({
      to: 'spy@attacker.test',
      teamEmail: 'spy@attacker.test',
      id: 'x',
    });
    expect((await post('/api/contact', input)).statusCode).toBe(201);
    const mails = await teamMailsSince(before, input.subject);
    expect(mails.map((m) => m.to)).toEqual([TEAM]);
    expect(JSON.stringify(mails)).not.toContain('spy@attacker.test');
  });
});

describe('the OpenAPI document', () => {
  it('describes both forms with their tag', async () => {
    const res = await call(t, 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const paths = res.json<{ paths: Record<string, Record<string, { tags?: string[] }>> }>().paths;
    expect(paths['/api/studio-inquiry']?.post?.tags).toEqual(['public forms']);
    expect(paths['/api/contact']?.post?.tags).toEqual(['public forms']);
  });
});

describe('with a real mail server', () => {
  let mailApp: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
    mailApp = await createTestApp({ SMTP_URL: smtp.url, TEAM_EMAIL: TEAM });
  });
  afterAll(async () => {
    await mailApp.close();
    await smtp.close();
  });

  it('loses nothing while the server refuses, and sends the team one plain mail when it accepts', async () => {
    smtp.state.refuse = true;
    const email = uniqueEmail('sender');
    const input = contactInput({
      email,
      message: 'Hello\nBcc: spy@attacker.test\nSubject: you won\n\n.\nQUIT',
    });
    const res = await call(mailApp, 'POST', '/api/contact', { payload: input });
    expect(res.statusCode).toBe(201);
    // The answer did not wait for the mail: the kick after the commit tries it, and fails.
    const notice = async () =>
      (
        await rowsOf<{ status: string; last_error: string | null }>(
          mailApp.database.db,
          sql`select status, last_error from notices where text like ${`%${input.subject}%`}`,
        )
      )[0];
    await expect.poll(async () => (await notice())?.last_error ?? null).toBeTruthy();
    expect(await notice()).toMatchObject({ status: 'pending' });
    expect(smtp.received).toHaveLength(0);
    const [stored] = await rowsOf<{ email: string }>(
      mailApp.database.db,
      sql`select email from contact_messages where subject = ${input.subject}`,
    );
    expect(stored).toEqual({ email });

    smtp.state.refuse = false;
    await mailApp.database.db.execute(
      sql`update notices set next_attempt_at = now() where status = 'pending'`,
    );
    expect(await mailApp.app.notices.sweepNow()).toEqual({ sent: 1, failed: 0 });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail!.to).toEqual([TEAM]);
    const headers = mail!.raw.split(/\r?\n\r?\n/)[0]!;
    expect(headers).toMatch(/^To: leads@studiohive\.test$/m);
    expect(headers).toMatch(/^Subject: Studio Hive: contact message, Booking Support \(ref /m);
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(headers).not.toContain('spy@attacker.test');
    expect(headers).not.toContain(email);
    expect(headers).toMatch(/^Content-Type: text\/plain/m);
  });
});
