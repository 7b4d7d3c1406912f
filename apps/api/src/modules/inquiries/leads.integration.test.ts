import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LEAD_MESSAGES,
  type ContactMessageLead,
  type StudioInquiryLead,
} from '@studio-hive/domain';
import { call, signedInAccount, type SignedInAccount } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The leads screen's endpoints (decision 019): admins list what the public forms stored, newest
 * first, searched and paged, and mark each handled or open again. Everyone else is refused.
 */
let t: TestApp;
let admin: SignedInAccount;
let customer: SignedInAccount;
let owner: SignedInAccount;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_FORMS_PER_HOUR: '100' });
  [admin, customer, owner] = await Promise.all([
    signedInAccount(t, 'admin', { name: 'Kavya Admin' }),
    signedInAccount(t, 'customer'),
    signedInAccount(t, 'owner'),
  ]);
});
afterAll(() => t.close());

/** A word no other test writes, to find this test's rows. */
const marker = () => `m${randomBytes(4).toString('hex')}`;

async function sendInquiry(location: string, overrides: Record<string, unknown> = {}) {
  const payload = { name: 'Meera Nair', whatsapp: '98765 43210', location, hasRoom: 'yes' };
  const res = await call(t, 'POST', '/api/studio-inquiry', {
    payload: { needsHelp: 'no', ...payload, ...overrides },
  });
  expect(res.statusCode).toBe(201);
}

async function sendContact(subject: string, overrides: Record<string, unknown> = {}) {
  const res = await call(t, 'POST', '/api/contact', {
    payload: {
      name: 'Arjun Mehta',
      email: 'arjun@example.com',
      subject,
      message: 'Can I bring my own microphone?',
      category: 'booking',
      ...overrides,
    },
  });
  expect(res.statusCode).toBe(201);
}

const get = (url: string, auth = admin.auth) => call(t, 'GET', url, { auth });
const inquiries = async (query: string) => {
  const res = await get(`/api/admin/inquiries?${query}`);
  expect(res.statusCode).toBe(200);
  return { items: res.json<StudioInquiryLead[]>(), res };
};

describe('who may see and change the leads', () => {
  const endpoints = (id: string) =>
    [
      ['GET', '/api/admin/inquiries'],
      ['GET', '/api/admin/contact-messages'],
      ['PUT', `/api/admin/inquiries/${id}/handled`],
      ['DELETE', `/api/admin/inquiries/${id}/handled`],
      ['PUT', `/api/admin/contact-messages/${id}/handled`],
      ['DELETE', `/api/admin/contact-messages/${id}/handled`],
    ] as const;

  it('responds 401 to a guest and 403 to a customer or owner, revealing nothing', async () => {
    const id = randomUUID();
    for (const [method, url] of endpoints(id)) {
      const guest = await call(t, method, url);
      expect(guest.statusCode, `${method} ${url}`).toBe(401);
      expect(guest.body).not.toContain('Meera');
      for (const account of [customer, owner]) {
        const res = await call(t, method, url, { auth: account.auth });
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().code).toBe('FORBIDDEN');
      }
    }
  });

  it('responds to an admin with 200 (lists) and 404 for a lead that does not exist', async () => {
    for (const [method, url] of endpoints(randomUUID())) {
      const res = await call(t, method, url, { auth: admin.auth });
      expect(res.statusCode, `${method} ${url}`).toBe(method === 'GET' ? 200 : 404);
      expect(res.headers['cache-control']).toBe('private, no-store');
    }
  });
});

describe('GET /api/admin/inquiries', () => {
  it('lists the stored inquiries newest first, with every field and a total', async () => {
    const place = marker();
    await sendInquiry(`Sector 29, Gurgaon ${place} first`);
    await sendInquiry(`Hauz Khas ${place} second`, { hasRoom: 'no', needsHelp: 'yes' });
    const { items, res } = await inquiries(`q=${place}`);
    expect(res.headers['x-total-count']).toBe('2');
    expect(items.map((lead) => lead.location)).toEqual([
      `Hauz Khas ${place} second`,
      `Sector 29, Gurgaon ${place} first`,
    ]);
    expect(items[0]).toEqual({
      _id: expect.any(String),
      name: 'Meera Nair',
      whatsapp: '9876543210',
      location: `Hauz Khas ${place} second`,
      hasRoom: 'no',
      needsHelp: 'yes',
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      handledAt: null,
      handledBy: null,
    });
  });

  it('pages by 20 by default, with Link to the next and previous page', async () => {
    const place = marker();
    for (let i = 0; i < 3; i++) await sendInquiry(`Noida ${place} ${i}`);
    const first = await inquiries(`q=${place}&limit=2`);
    expect(first.items.map((lead) => lead.location)).toEqual([
      `Noida ${place} 2`,
      `Noida ${place} 1`,
    ]);
    expect(first.res.headers['x-total-count']).toBe('3');
    expect(first.res.headers.link).toBe(
      `</api/admin/inquiries?q=${place}&limit=2&page=2>; rel="next"`,
    );
    const second = await inquiries(`q=${place}&limit=2&page=2`);
    expect(second.items.map((lead) => lead.location)).toEqual([`Noida ${place} 0`]);
    expect(second.res.headers.link).toContain('rel="prev"');
    const all = await get('/api/admin/inquiries');
    expect(all.json<StudioInquiryLead[]>().length).toBeLessThanOrEqual(20);
  });

  it('searches name, number (as typed) and location, taking % and _ literally', async () => {
    const place = marker();
    await sendInquiry(`Rohini 100% ${place}`, { name: 'Zoya Khan', whatsapp: '+91 70000-12345' });
    await sendInquiry(`Rohini 1000 ${place}`);
    const found = async (q: string) =>
      (await inquiries(`q=${encodeURIComponent(q)}`)).items
        .filter((lead) => lead.location.includes(place))
        .map((lead) => lead.location);
    expect(await found('zoya')).toEqual([`Rohini 100% ${place}`]);
    expect(await found('70000 12345')).toEqual([`Rohini 100% ${place}`]);
    expect(await found('0000123')).toEqual([`Rohini 100% ${place}`]);
    expect(await found('100%')).toEqual([`Rohini 100% ${place}`]);
    expect(await found(`Rohini 1_00 ${place}`)).toEqual([]);
    expect(await found(place)).toHaveLength(2);
  });

  it.each([
    ['status=closed', LEAD_MESSAGES.statusInvalid],
    ['page=0', 'page must be a whole number from 1.'],
    ['limit=101', 'limit must be a whole number from 1 to 100.'],
    [`q=${'x'.repeat(101)}`, LEAD_MESSAGES.searchTooLong],
    ['q=a%00b', LEAD_MESSAGES.searchInvalid],
  ])('refuses %s with a 400 and a sentence', async (query, message) => {
    const res = await get(`/api/admin/inquiries?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });
});

describe('marking a lead handled', () => {
  it('records who and when, filters by status, keeps the first admin, and reopens', async () => {
    const place = marker();
    await sendInquiry(`Dwarka ${place} a`);
    await sendInquiry(`Dwarka ${place} b`);
    const [b, a] = (await inquiries(`q=${place}`)).items;

    const marked = await call(t, 'PUT', `/api/admin/inquiries/${a!._id}/handled`, {
      auth: admin.auth,
    });
    expect(marked.statusCode).toBe(200);
    const handled = marked.json<StudioInquiryLead>();
    expect(handled).toMatchObject({ _id: a!._id, handledBy: 'Kavya Admin' });
    expect(handled.handledAt).toBe(t.clock.now.toISOString());

    const open = await inquiries(`q=${place}&status=open`);
    expect(open.items.map((lead) => lead._id)).toEqual([b!._id]);
    const done = await inquiries(`q=${place}&status=handled`);
    expect(done.items.map((lead) => lead._id)).toEqual([a!._id]);

    // Another admin marking it again changes nothing: the first response stands.
    const other = await signedInAccount(t, 'admin', { name: 'Other Admin' });
    t.clock.advanceMinutes(5);
    const again = await call(t, 'PUT', `/api/admin/inquiries/${a!._id}/handled`, {
      auth: other.auth,
    });
    expect(again.json()).toEqual(handled);

    const reopened = await call(t, 'DELETE', `/api/admin/inquiries/${a!._id}/handled`, {
      auth: other.auth,
    });
    expect(reopened.statusCode).toBe(200);
    expect(reopened.json()).toMatchObject({ _id: a!._id, handledAt: null, handledBy: null });
    expect((await inquiries(`q=${place}&status=open`)).items).toHaveLength(2);
  });

  it('responds with 404 for an id that is not a lead, or a lead of the other kind', async () => {
    const place = marker();
    await sendInquiry(`Saket ${place}`);
    const [lead] = (await inquiries(`q=${place}`)).items;
    for (const url of [
      '/api/admin/inquiries/not-a-uuid/handled',
      `/api/admin/inquiries/${'x'.repeat(101)}/handled`,
      `/api/admin/contact-messages/${lead!._id}/handled`,
    ]) {
      const res = await call(t, 'PUT', url, { auth: admin.auth });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    const wrongKind = await call(t, 'PUT', `/api/admin/contact-messages/${lead!._id}/handled`, {
      auth: admin.auth,
    });
    expect(wrongKind.statusCode).toBe(404);
    expect(wrongKind.json().message).toBe(LEAD_MESSAGES.contactNotFound);
  });
});

describe('GET /api/admin/contact-messages', () => {
  it('lists messages newest first, searching the message text too, and marks one handled', async () => {
    const word = marker();
    await sendContact(`Booking question ${word}`);
    await sendContact('Billing question', {
      message: `My invoice ${word} is_wrong`,
      category: 'billing',
      email: 'Neha@Example.com',
    });
    const res = await get(`/api/admin/contact-messages?q=${word}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-total-count']).toBe('2');
    const [billing, booking] = res.json<ContactMessageLead[]>();
    expect(billing).toMatchObject({
      name: 'Arjun Mehta',
      email: 'neha@example.com',
      subject: 'Billing question',
      message: `My invoice ${word} is_wrong`,
      category: 'billing',
      handledAt: null,
    });
    expect(booking!.subject).toBe(`Booking question ${word}`);

    const byEmail = await get(`/api/admin/contact-messages?q=NEHA@example&status=open`);
    expect(byEmail.json<ContactMessageLead[]>().map((m) => m._id)).toContain(billing!._id);

    const marked = await call(t, 'PUT', `/api/admin/contact-messages/${billing!._id}/handled`, {
      auth: admin.auth,
    });
    expect(marked.json()).toMatchObject({ _id: billing!._id, handledBy: 'Kavya Admin' });
    const open = await get(`/api/admin/contact-messages?q=${word}&status=open`);
    expect(open.json<ContactMessageLead[]>().map((m) => m._id)).toEqual([booking!._id]);
  });
});
