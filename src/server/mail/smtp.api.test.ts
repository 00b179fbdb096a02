import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, test } from 'vitest';
import { outbox } from '../db/schema/outbox.ts';
import { DEFAULT_PASSWORD, randomIp, uniqueEmail } from '../test/given.ts';
import { createTestKeel } from '../test/harness.ts';
import { browser } from '../test/http-client.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

type Received = { from: string; to: string[]; raw: string };
const received: Received[] = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});
await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => smtp.close(() => resolve())));

/** Enough of RFC 2045 for nodemailer's output: soft line breaks and =XX escapes. */
function decodeQuotedPrintable(raw: string) {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
const keel = await createTestKeel({
  env: { SMTP_URL: smtpUrl },
  mailer: createSmtpMailer(smtpUrl, 'Keel <no-reply@keel.local>'),
});

describe('mail over SMTP', () => {
  test('the verification mail reaches the SMTP server and nothing is kept in the outbox', async () => {
    const email = uniqueEmail();
    const response = await browser(keel, { ip: randomIp() }).post('/api/auth/sign-up/email', {
      email,
      password: DEFAULT_PASSWORD,
      name: '',
    });
    expect(response.status).toBe(200);
    const mail = received.find((message) => message.to.includes(email));
    expect(mail).toMatchObject({ from: 'no-reply@keel.local', to: [email] });
    const text = decodeQuotedPrintable(mail!.raw);
    expect(text).toContain('Subject: Verify your email for Keel');
    const link = /Verify email: (http:\/\/localhost:3000\/api\/auth\/verify-email\?token=\S+)/.exec(
      text,
    )?.[1];
    expect(link).toBeDefined();

    // The mailed link is the working one: it verifies the address and signs the user in.
    const visitor = browser(keel);
    const url = new URL(link!);
    expect((await visitor.get(`${url.pathname}${url.search}`)).status).toBe(302);
    expect(await (await visitor.get('/api/me')).json()).toMatchObject({
      user: { email, emailVerified: true },
    });
    expect(await keel.db.select().from(outbox)).toHaveLength(0);
  });
});
