import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, INQUIRY_MESSAGES } from '@studio-hive/domain';
import { rowsOf } from '../../db/transaction';
import { call, uniqueEmail } from '../../test/factories';
import { startSmtp } from '../../test/smtp-server';
import { createTestApp, type TestApp } from '../../test/test-app';
import {
  contactInput,
  formsClient,
  inquiryInput,
  PER_HOUR,
  TEAM,
} from '../../test/fixtures/inquiries';

/**
 * The public forms (decision 013): POST /api/studio-inquiry and POST /api/contact validate, store
 * the row and tell the team's inbox through the notifications outbox (never the sender). Floods and
 * hostile input are in inquiries-abuse.integration.test.ts.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEAM_EMAIL: TEAM, PUBLIC_FORMS_PER_HOUR: String(PER_HOUR) });
});
afterAll(() => t.close());

const { post, teamMailsSince, outboxLength, inquiryRows, contactRows, count } = formsClient(
  () => t,
);

describe('POST /api/studio-inquiry', () => {
  it('stores the inquiry, responds with the documented text and e-mails the team with every field', async () => {
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
    const [rowsBefore, notificationsBefore] = [
      await count('studio_inquiries'),
      await count('notifications'),
    ];
    const res = await post('/api/studio-inquiry', inquiryInput(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
    expect(res.json().fieldErrors[field]).toBe(message);
    expect(await count('studio_inquiries')).toBe(rowsBefore);
    expect(await count('notifications')).toBe(notificationsBefore);
  });

  it('names every missing required field with the documented message', async () => {
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
    const [rowsBefore, notificationsBefore] = [
      await count('contact_messages'),
      await count('notifications'),
    ];
    const res = await post('/api/contact', contactInput(change));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', message });
    expect(res.json().fieldErrors[field]).toBe(message);
    expect(await count('contact_messages')).toBe(rowsBefore);
    expect(await count('notifications')).toBe(notificationsBefore);
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
    // The response did not wait for the mail: the kick after the commit tries it, and fails.
    const notification = async () =>
      (
        await rowsOf<{ status: string; last_error: string | null }>(
          mailApp.database.db,
          sql`select status, last_error from notifications where text like ${`%${input.subject}%`}`,
        )
      )[0];
    await expect.poll(async () => (await notification())?.last_error ?? null).toBeTruthy();
    expect(await notification()).toMatchObject({ status: 'pending' });
    expect(smtp.received).toHaveLength(0);
    const [stored] = await rowsOf<{ email: string }>(
      mailApp.database.db,
      sql`select email from contact_messages where subject = ${input.subject}`,
    );
    expect(stored).toEqual({ email });

    smtp.state.refuse = false;
    await mailApp.database.db.execute(
      sql`update notifications set next_attempt_at = now() where status = 'pending'`,
    );
    expect(await mailApp.app.notifications.deliverNow()).toEqual({ sent: 1, failed: 0 });
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
