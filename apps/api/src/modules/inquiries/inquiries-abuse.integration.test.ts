import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, INQUIRY_MESSAGES } from '@studio-hive/domain';
import { randomAddress } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { PUBLIC_FORM_BODY_LIMIT } from './inquiries.routes';
import {
  contactInput,
  formsClient,
  inquiryInput,
  PER_HOUR,
  TEAM,
} from '../../test/fixtures/inquiries';

/**
 * The public forms under abuse (decision 013): each client address is limited, and hostile input
 * gets a 4xx response or is kept harmless in the team's notification.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ TEAM_EMAIL: TEAM, PUBLIC_FORMS_PER_HOUR: String(PER_HOUR) });
});
afterAll(() => t.close());

const { post, teamMailsSince, outboxLength, count } = formsClient(() => t);

describe('a flood from one client', () => {
  it(`is refused after ${PER_HOUR} inquiries an hour, with a sentence, and stores nothing more`, async () => {
    const address = randomAddress();
    const statuses: number[] = [];
    for (let i = 0; i < PER_HOUR; i += 1) {
      statuses.push((await post('/api/studio-inquiry', inquiryInput(), address)).statusCode);
    }
    expect(statuses).toEqual(Array(PER_HOUR).fill(201));

    const [rowsBefore, notificationsBefore] = [
      await count('studio_inquiries'),
      await count('notifications'),
    ];
    const refused = await post('/api/studio-inquiry', inquiryInput(), address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: INQUIRY_MESSAGES.tooMany,
    });
    expect(await count('studio_inquiries')).toBe(rowsBefore);
    expect(await count('notifications')).toBe(notificationsBefore);

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

  it('keeps a message that imitates the notification inside the quote', async () => {
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

  it('accepts the largest valid message, escaped to the full, without refusing it as too large', async () => {
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
