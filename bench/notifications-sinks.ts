// The receiving end of bench/notifications.ts, in a process of its own so the dispatcher's
// process is measured alone: an SMTP server and an SMS gateway that accept everything. Prints
// `{"smtpUrl": ..., "smsUrl": ...}` once listening, and the counts received on SIGTERM.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtp } from '../apps/api/src/test/smtp-server';

let sms = 0;
const gateway = createServer((request, response) => {
  request.resume().on('end', () => {
    sms += 1;
    response.writeHead(200).end('{}');
  });
});
await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
const smtp = await startSmtp();
const smsUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/sms`;
process.stdout.write(`${JSON.stringify({ smtpUrl: smtp.url, smsUrl })}\n`);
process.on('SIGTERM', () => {
  process.stdout.write(`${JSON.stringify({ emails: smtp.received.length, sms })}\n`);
  process.exit(0);
});
