import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { loadConfig } from './config.ts';
import { createLogger } from './logger.ts';
import { type RunningKeel, startKeel } from './start.ts';

const ORIGIN = 'http://localhost:3000';
const PASSWORD = 'correct-horse-9';
// Each start creates or opens a PGlite data dir on disk and starts the job worker: seconds, not milliseconds.
const SLOW = { timeout: 90_000 };
const dataDirs: string[] = [];
afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

function newDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'keel-start-'));
  dataDirs.push(dir);
  return dir;
}

function start(dataDir: string) {
  const config = loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', APP_URL: ORIGIN });
  return startKeel(config, createLogger('silent'));
}

function post(keel: RunningKeel, path: string, body: unknown) {
  return fetch(`${keel.url}${path}`, {
    method: 'POST',
    headers: { origin: ORIGIN, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

/**
 * Posts JSON but holds the body back until the server has read the headers (it answers
 * `100 Continue`), so the request is provably in flight when `beforeBody` runs.
 */
function postInFlight(keel: RunningKeel, path: string, body: unknown, beforeBody: () => void) {
  return new Promise<{ status: number }>((resolve, reject) => {
    const req = request(`${keel.url}${path}`, {
      method: 'POST',
      headers: {
        origin: ORIGIN,
        'content-type': 'application/json',
        expect: '100-continue',
        connection: 'close',
      },
    });
    req.on('continue', () => {
      beforeBody();
      req.end(JSON.stringify(body));
    });
    req.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve({ status: response.statusCode! }));
    });
    req.on('error', reject);
  });
}

describe('starting and stopping Keel on the embedded database', () => {
  test(
    'a fresh data dir starts healthy and keeps users and mail across a restart, clearing what a crash left in tmp',
    SLOW,
    async () => {
      const dataDir = newDataDir();
      const email = `restart-${Date.now()}@example.com`;

      const first = await start(dataDir);
      try {
        const health = await fetch(`${first.url}/api/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toMatchObject({ status: 'ok', database: 'ok', worker: 'ready' });
        const signUp = await post(first, '/api/auth/sign-up/email', { email, password: PASSWORD, name: '' });
        expect(signUp.status).toBe(200);
      } finally {
        await first.close();
      }

      // An upload cut off by a crash two hours ago, and one another process is receiving now.
      mkdirSync(path.join(dataDir, 'tmp'), { recursive: true });
      const leftByCrash = path.join(dataDir, 'tmp', 'upload-left-by-crash');
      const arriving = path.join(dataDir, 'tmp', 'upload-arriving');
      writeFileSync(leftByCrash, 'partial');
      writeFileSync(arriving, 'partial');
      const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
      utimesSync(leftByCrash, twoHoursAgo, twoHoursAgo);

      // The second start applies the migrations again on the same data: they must be harmless.
      const second = await start(dataDir);
      try {
        expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
        expect([existsSync(leftByCrash), existsSync(arriving)]).toEqual([false, true]);
        const signIn = await post(second, '/api/auth/sign-in/email', { email, password: PASSWORD });
        expect(signIn.status).toBe(403);
        expect(await signIn.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
        const { messages } = await (await fetch(`${second.url}/api/outbox`)).json();
        expect(messages).toEqual([
          expect.objectContaining({ to: email, subject: 'Verify your email for Keel' }),
        ]);
      } finally {
        await second.close();
      }
    },
  );

  test('a request in flight when close() is called still gets its answer', SLOW, async () => {
    const dataDir = newDataDir();
    const email = `in-flight-${Date.now()}@example.com`;
    const keel = await start(dataDir);

    let closed: Promise<void> | undefined;
    const response = await postInFlight(
      keel,
      '/api/auth/sign-up/email',
      { email, password: PASSWORD, name: '' },
      () => {
        closed = keel.close();
      },
    );
    expect(response.status).toBe(200);
    await closed;
    await expect(fetch(`${keel.url}/api/health`)).rejects.toThrow();

    const again = await start(dataDir);
    try {
      const signIn = await post(again, '/api/auth/sign-in/email', { email, password: PASSWORD });
      expect(signIn.status).toBe(403);
      expect(await signIn.json()).toMatchObject({ code: 'EMAIL_NOT_VERIFIED' });
    } finally {
      await again.close();
    }
  });
});
