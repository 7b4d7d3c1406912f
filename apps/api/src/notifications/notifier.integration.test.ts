import { createServer, type Server } from 'node:http';
import { createServer as createTcpServer, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, uniqueEmail, uniquePhone } from '../test/factories';
import { readOutbox } from '../test/outbox';
import { startSmtp } from '../test/smtp-server';
import { createNotifier } from './notifier';
import { createTestApp, type TestApp } from '../test/test-app';

/** A local SMS gateway: records JSON posts, or fails when told to. */
async function startSmsGateway() {
  const received: { to: string; text: string }[] = [];
  const state = { status: 200 };
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      if (state.status === 200) received.push(JSON.parse(body) as { to: string; text: string });
      res.writeHead(state.status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    state,
    url: `http://127.0.0.1:${port}/sms`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

describe('delivery over SMTP and an SMS gateway', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let sms: Awaited<ReturnType<typeof startSmsGateway>>;

  beforeAll(async () => {
    smtp = await startSmtp();
    sms = await startSmsGateway();
    t = await createTestApp({
      SMTP_URL: smtp.url,
      SMS_WEBHOOK_URL: sms.url,
      MAIL_FROM: 'Studio Hive <codes@studiohive.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await sms.close();
  });

  it('sends the signup codes by e-mail and SMS, and they verify the account', async () => {
    const email = uniqueEmail('smtp');
    const phone = uniquePhone();
    const signup = await call(t, 'POST', '/api/user/signup', {
      payload: {
        name: 'Kabir Shah',
        email,
        password: 'quiet-river-42',
        phone,
        userType: 'owner',
      },
    });
    expect(signup.statusCode).toBe(201);

    const mail = smtp.received.find((m) => m.to.includes(email));
    expect(mail?.raw).toContain('From: Studio Hive <codes@studiohive.test>');
    expect(mail?.raw).toContain('Subject: Studio Hive: your email verification code');
    const emailOtp = /^ {4}(\d{6})\r?$/m.exec(mail?.raw ?? '')?.[1];
    expect(emailOtp).toMatch(/^\d{6}$/);

    const text = sms.received.find((m) => m.to === `+91${phone}`)?.text ?? '';
    const phoneOtp = /^(\d{6}) is your Studio Hive/.exec(text)?.[1];
    expect(phoneOtp).toMatch(/^\d{6}$/);

    // Nothing went to the development outbox.
    expect(await readOutbox(t.config.dataDir)).toEqual([]);

    const verified = await call(t, 'POST', '/api/user/verify-otp', {
      payload: { email, emailOtp, phoneOtp },
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().role).toBe('owner');
  });

  it('sends the password reset code by e-mail', async () => {
    const email = uniqueEmail('reset');
    await call(t, 'POST', '/api/user/signup', {
      payload: {
        name: 'Kabir Shah',
        email,
        password: 'quiet-river-42',
        phone: uniquePhone(),
        userType: 'customer',
      },
    });
    const raw = smtp.received.find((m) => m.to.includes(email))?.raw ?? '';
    const emailOtp = /^ {4}(\d{6})\r?$/m.exec(raw)?.[1];
    const phoneOtp = /^(\d{6})/.exec(sms.received.at(-1)?.text ?? '')?.[1];
    expect(
      (await call(t, 'POST', '/api/user/verify-otp', { payload: { email, emailOtp, phoneOtp } }))
        .statusCode,
    ).toBe(200);

    expect(
      (await call(t, 'POST', '/api/user/forgot-password', { payload: { email } })).statusCode,
    ).toBe(200);
    await expect
      .poll(() => smtp.received.filter((m) => m.to.includes(email)).at(-1)?.raw ?? '')
      .toContain('Subject: Studio Hive: your password reset code');
  });

  it('responds with 503 and a clear message when the SMS gateway fails, and a new signup works once it is back', async () => {
    const email = uniqueEmail('gateway-down');
    const payload = {
      name: 'Kabir Shah',
      email,
      password: 'quiet-river-42',
      phone: uniquePhone(),
      userType: 'customer',
    };
    sms.state.status = 502;
    const failed = await call(t, 'POST', '/api/user/signup', { payload });
    expect(failed.statusCode).toBe(503);
    expect(failed.json()).toMatchObject({
      code: 'UNAVAILABLE',
      message:
        'We could not send your verification codes right now. Please try again in a few minutes.',
    });
    sms.state.status = 200;
    expect((await call(t, 'POST', '/api/user/signup', { payload })).statusCode).toBe(201);
  });
});

describe('an SMTP server that stops answering', () => {
  it('is given up after the timeout, not after the 30 s greeting wait of nodemailer', async () => {
    // Accepts connections and never says a word, as a black-holed or hung server does.
    const held = new Set<Socket>();
    const silent = createTcpServer((socket) => held.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const notifier = createNotifier(
      {
        dataDir: '/tmp',
        smtpUrl: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}`,
        mailFrom: 'Studio Hive <codes@studiohive.test>',
        smsWebhookUrl: undefined,
        smtpTimeoutMs: 300,
      },
      { info: () => undefined } as never,
    );
    try {
      await expect(
        notifier.send({
          channel: 'email',
          to: 'asha@example.com',
          subject: 'Code',
          text: '123456',
        }),
      ).rejects.toThrow(/greeting never received/i);
    } finally {
      await notifier.close();
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
