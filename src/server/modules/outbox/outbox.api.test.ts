import type { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { serve } from '@hono/node-server';
import { afterAll, describe, expect, test } from 'vitest';
import { DEFAULT_PASSWORD, randomIp, uniqueEmail } from '#server/test/given.ts';
import { createTestKeel, mailsTo, type TestKeel } from '#server/test/harness.ts';
import { browser } from '#server/test/http-client.ts';

const local = await createTestKeel();
const deployed = await createTestKeel({ env: { APP_URL: 'https://keel.example.com' } });
const withSmtp = await createTestKeel({ env: { SMTP_URL: 'smtp://127.0.0.1:2525' } });

// The local instance served on every interface, as `npm start` does (HOST=0.0.0.0).
const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
  const listening = serve({ fetch: local.app.fetch, port: 0, hostname: '0.0.0.0' }, () => resolve(listening));
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
const port = (server.address() as AddressInfo).port;

/** This machine's address on its network, as another computer on the LAN would reach it. */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address && address.family === 'IPv4' && !address.internal)?.address;

const outboxAt = (host: string, headers: Record<string, string> = {}) =>
  fetch(`http://${host}:${port}/api/outbox`, { headers });

/** Signs up from the app's own origin, so a verification mail lands in that app's outbox. */
async function signUp(keel: TestKeel, email: string) {
  const response = await browser(keel, { ip: randomIp() }).post(
    '/api/auth/sign-up/email',
    { email, password: DEFAULT_PASSWORD, name: '' },
    { origin: keel.config.appUrl },
  );
  expect(response.status).toBe(200);
}

/** Someone signs up on `app`, then a browser asks it for its outbox: the answer, and the mailed link. */
async function outboxAfterSignUp(app: TestKeel) {
  const email = uniqueEmail();
  await signUp(app, email);
  const [mail] = await mailsTo(app, email);
  return { response: await browser(app).get('/api/outbox'), link: mail!.link! };
}

describe('GET /api/outbox', () => {
  test('lists the mail newest first on a local instance', async () => {
    const first = uniqueEmail('first');
    const second = uniqueEmail('second');
    await signUp(local, first);
    await signUp(local, second);

    const response = await outboxAt('127.0.0.1');
    expect(response.status).toBe(200);
    const { messages } = await response.json();
    const recipients = messages.map((message: { to: string }) => message.to);
    expect(recipients.indexOf(second)).toBeGreaterThanOrEqual(0);
    expect(recipients.indexOf(second)).toBeLessThan(recipients.indexOf(first));
    expect(messages[recipients.indexOf(second)]).toMatchObject({ subject: 'Verify your email for Keel' });
  });

  test('is served only to clients on this machine, never over the network', async () => {
    const email = uniqueEmail();
    await signUp(local, email);
    const [mail] = await mailsTo(local, email);
    expect((await outboxAt('127.0.0.1')).status).toBe(200);

    const refusals = [
      // A local reverse proxy forwarding someone on the network.
      await outboxAt('127.0.0.1', { 'x-forwarded-for': '192.0.2.50' }),
      await outboxAt('127.0.0.1', { forwarded: 'for=192.0.2.50;proto=http' }),
      // A request made in-process has no socket to prove where it came from.
      await browser(local).get('/api/outbox'),
      // Another computer on the LAN, when this machine has a network address.
      ...(lanAddress ? [await outboxAt(lanAddress)] : []),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain(mail!.link!);
    }
  });

  test('is not found when the app has a public URL, so nobody can read others’ links', async () => {
    const { response, link } = await outboxAfterSignUp(deployed);
    expect(response.status).toBe(404);
    const body = await response.text();
    expect(JSON.parse(body)).toMatchObject({ error: { code: 'not_found' } });
    expect(body).not.toContain(link);
  });

  test('is not found when SMTP is configured', async () => {
    const { response, link } = await outboxAfterSignUp(withSmtp);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain(link);
  });
});
