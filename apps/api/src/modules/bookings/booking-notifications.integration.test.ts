import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, BOOKING_MESSAGES, type BookingCreated } from '@studio-hive/domain';
import {
  bookingRequest,
  call,
  createStudioRow,
  signedInAccount,
  type SignedInAccount as Account,
} from '../../test/factories';
import { readOutbox, type OutboxEntry } from '../../test/outbox';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * The notifications of a booking and of its deletion (decision 004), read from the development
 * outbox, and GET /booking/:id/calendar.ics with its roles.
 */
let t: TestApp;

// 04:45 UTC is 10:15 in India.
const START = new Date('2026-11-23T04:45:00Z');
const tomorrow = addDays('2026-11-23', 1);

let owner: Account;
let otherOwner: Account;
let customer: Account;
let otherCustomer: Account;
let admin: Account;

beforeAll(async () => {
  t = await createTestApp();
  t.clock.now = new Date(START);
  [owner, otherOwner, customer, otherCustomer, admin] = await Promise.all([
    signedInAccount(t, 'owner', { name: 'Ravi Owner', phone: '9811111111' }),
    signedInAccount(t, 'owner', { name: 'Other Owner', phone: '9822222222' }),
    signedInAccount(t, 'customer', { name: 'Asha Verma', phone: '9833333333' }),
    signedInAccount(t, 'customer', { name: 'Other Customer', phone: '9844444444' }),
    signedInAccount(t, 'admin', { name: 'Admin', phone: '9855555555' }),
  ]);
});
afterAll(() => t.close());

async function bookStudio() {
  const studio = await createStudioRow(t, {
    authorId: owner._id,
    name: 'Echo Room Saket',
    fullAddress: '12 MG Road, DLF Phase 2',
    city: 'Gurgaon',
    addons: [
      { key: 'edit', name: 'Editing', price: 700, maxQuantity: 2 },
      { key: 'mic', name: 'Extra mic', price: 200, maxQuantity: 3 },
    ],
    slots: [[tomorrow, [9, 10, 11, 12, 13, 14]]],
  });
  const payload = bookingRequest({
    studio: studio.id,
    date: tomorrow,
    hours: [10, 11, 12],
    packageKey: '2 Cam',
    addons: [
      { key: 'edit', quantity: 2 },
      { key: 'mic', quantity: 1 },
    ],
    // 2200 x 3 + 700 x 2 + 200 = 8200
    totalPrice: 8200,
  });
  const res = await call(t, 'POST', '/api/booking', { auth: customer.auth, payload });
  expect(res.statusCode).toBe(201);
  return { studio, booking: res.json<BookingCreated>().booking };
}

const to = (entries: OutboxEntry[], channel: 'email' | 'sms', address: string) =>
  entries.filter((m) => m.channel === channel && m.to === address);

describe('notifications of a booking', () => {
  it('e-mails and texts the customer and the owner, with the .ics attached to the e-mails', async () => {
    const before = (await readOutbox(t.config.dataDir)).length;
    const { booking } = await bookStudio();
    await t.app.notifications.deliverNow();
    const entries = (await readOutbox(t.config.dataDir)).slice(before);
    expect(entries).toHaveLength(4);
    const ref = booking._id.slice(0, 8);

    const [customerMail] = to(entries, 'email', customer.email);
    expect(customerMail).toMatchObject({
      subject:
        'Studio Hive: your booking at Echo Room Saket on Tue, 24 Nov 2026 · 10:00 AM - 1:00 PM',
    });
    const customerText = customerMail?.text ?? '';
    for (const line of [
      'Hello Asha Verma,',
      'Studio:    Echo Room Saket',
      'Address:   12 MG Road, DLF Phase 2, Gurgaon',
      'When:      Tue, 24 Nov 2026 · 10:00 AM - 1:00 PM (India Standard Time)',
      'Package:   2 Cam',
      'Add-ons:   Editing x 2, Extra mic x 1',
      'Total:     ₹8,200',
      'Payment:   Pay at Studio',
      `Reference: ${ref}`,
      // How to reach the studio: its number (the owner's here), a call and a WhatsApp link.
      'Studio phone: +91 98111 11111',
      'Call:         tel:+919811111111',
      'WhatsApp:     https://wa.me/919811111111',
    ]) {
      expect(customerText).toContain(line);
    }
    const attachment = customerMail?.channel === 'email' ? customerMail.attachment : undefined;
    expect(attachment).toMatchObject({
      filename: `studio-hive-booking-${ref}.ics`,
      contentType: 'text/calendar; charset=utf-8',
    });
    expect(attachment?.content).toContain('DTSTART:20261124T043000Z');
    expect(attachment?.content).toContain('DTEND:20261124T073000Z');
    expect(attachment?.content).toContain(`UID:booking-${booking._id}@studiohive`);

    const [ownerMail] = to(entries, 'email', owner.email);
    expect(ownerMail).toMatchObject({
      subject:
        'Studio Hive: new booking at Echo Room Saket on Tue, 24 Nov 2026 · 10:00 AM - 1:00 PM',
    });
    expect(ownerMail?.text).toContain(
      `Asha Verma (${customer.email}, +91 98333 33333) booked your studio:`,
    );
    expect(ownerMail?.text).toContain(
      'When:      Tue, 24 Nov 2026 · 10:00 AM - 1:00 PM (India Standard Time)',
    );
    expect(ownerMail?.text).toContain('Total:     ₹8,200');
    expect(ownerMail?.channel === 'email' && ownerMail.attachment?.content).toBe(
      attachment?.content,
    );

    expect(to(entries, 'sms', '+919833333333').map((m) => m.text)).toEqual([
      `Studio Hive: booked Echo Room Saket, Tue, 24 Nov 2026 · 10:00 AM - 1:00 PM. Total ₹8,200, Pay at Studio. Ref ${ref}. Studio: +91 98111 11111`,
    ]);
    expect(to(entries, 'sms', '+919811111111').map((m) => m.text)).toEqual([
      `Studio Hive: new booking at Echo Room Saket, Tue, 24 Nov 2026 · 10:00 AM - 1:00 PM by Asha Verma. Total ₹8,200, Pay at Studio. Ref ${ref}.`,
    ]);

    // The outbox rows are marked sent, once each.
    const rows = await t.database.db.execute(
      sql`select status, attempts::int as attempts from notifications where sent_at is not null and text like ${`%${ref}%`}`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual(
      Array.from({ length: 4 }, () => ({ status: 'sent', attempts: 1 })),
    );
  });

  it('tells the customer and the owner when an admin deletes the booking', async () => {
    const { booking } = await bookStudio();
    await t.app.notifications.deliverNow();
    const before = (await readOutbox(t.config.dataDir)).length;
    const res = await call(t, 'DELETE', `/api/admin/bookings/${booking._id}`, { auth: admin.auth });
    expect(res.statusCode).toBe(200);
    await t.app.notifications.deliverNow();
    const entries = (await readOutbox(t.config.dataDir)).slice(before);
    expect(entries).toHaveLength(4);
    const subject =
      'Studio Hive: booking at Echo Room Saket on Tue, 24 Nov 2026 · 10:00 AM - 1:00 PM cancelled';
    expect(to(entries, 'email', customer.email)[0]).toMatchObject({ subject });
    expect(to(entries, 'email', owner.email)[0]).toMatchObject({ subject });
    expect(to(entries, 'email', customer.email)[0]?.text).toContain('Hello Asha Verma,');
    expect(to(entries, 'email', owner.email)[0]?.text).toContain('Hello Ravi Owner,');
    const sms = `Studio Hive: the booking at Echo Room Saket, Tue, 24 Nov 2026 · 10:00 AM - 1:00 PM (ref ${booking._id.slice(0, 8)}) was cancelled.`;
    expect(to(entries, 'sms', '+919833333333').map((m) => m.text)).toEqual([sms]);
    expect(to(entries, 'sms', '+919811111111').map((m) => m.text)).toEqual([sms]);
  });

  it('writes no notification for a booking that did not happen', async () => {
    const { studio } = await bookStudio();
    await t.app.notifications.deliverNow();
    const before = (await readOutbox(t.config.dataDir)).length;
    const taken = await call(t, 'POST', '/api/booking', {
      auth: otherCustomer.auth,
      payload: bookingRequest({ studio: studio.id, date: tomorrow, hours: [11], totalPrice: 1500 }),
    });
    expect(taken.statusCode).toBe(409);
    await t.app.notifications.deliverNow();
    expect((await readOutbox(t.config.dataDir)).slice(before)).toEqual([]);
  });
});

describe('GET /api/booking/:id/calendar.ics', () => {
  const ics = (id: string, auth?: string) =>
    call(t, 'GET', `/api/booking/${id}/calendar.ics`, auth ? { auth } : {});

  it('responds with the event to the customer and the studio owner', async () => {
    const { booking } = await bookStudio();
    for (const auth of [customer.auth, owner.auth]) {
      const res = await ics(booking._id, auth);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="studio-hive-booking-${booking._id.slice(0, 8)}.ics"`,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');
      const body = res.body.replace(/\r\n[ \t]/g, '');
      expect(body).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(body).toContain('DTSTART:20261124T043000Z');
      expect(body).toContain('DTEND:20261124T073000Z');
      expect(body).toContain('SUMMARY:Studio Hive booking: Echo Room Saket');
      expect(body).toContain('LOCATION:12 MG Road\\, DLF Phase 2\\, Gurgaon');
      expect(body).toContain('Total: ₹8\\,200');
      expect(body).toContain('Pay at Studio');
    }
  });

  it('puts no cancelled booking in a calendar: 409 with the reason, as no list row offers it', async () => {
    const { booking } = await bookStudio();
    // The studio cancels (the customer's free cancellation has passed: the session is tomorrow).
    const cancelled = await call(t, 'POST', `/api/booking/${booking._id}/cancel`, {
      auth: owner.auth,
      payload: { reason: 'The studio is closed for repairs tomorrow.' },
    });
    expect(cancelled.statusCode).toBe(200);
    for (const auth of [customer.auth, owner.auth]) {
      const res = await ics(booking._id, auth);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'CONFLICT',
        message: BOOKING_MESSAGES.notForCalendar,
      });
    }
  });

  it('refuses guests (401), everyone else (403) and unknown bookings (404)', async () => {
    const { booking } = await bookStudio();
    expect((await ics(booking._id)).statusCode).toBe(401);
    for (const auth of [otherCustomer.auth, otherOwner.auth, admin.auth]) {
      const res = await ics(booking._id, auth);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    }
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await ics(id, customer.auth);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});
