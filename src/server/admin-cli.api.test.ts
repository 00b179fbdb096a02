import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { profiles } from './db/schema/profiles.ts';
import { createLogger } from './logger.ts';
import { startKeel } from './start.ts';

const ORIGIN = 'http://localhost:3000';
// Starting Keel on a PGlite data dir and running the CLI through tsx each take seconds.
const SLOW = { timeout: 120_000 };
const dataDir = mkdtempSync(path.join(tmpdir(), 'keel-admin-cli-'));
const email = `cli-${Date.now()}@example.com`;
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs `npx tsx src/server/admin-cli.ts …` on the temp data dir, as `npm run admin -- …` does. */
async function admin(...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)('npx', ['tsx', 'src/server/admin-cli.ts', ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The user's system role, read straight from the data dir while no Keel has it open. */
async function systemRoleOf(address: string) {
  const database = await openDatabase({ dataDir });
  try {
    const [profile] = await database.db.select().from(profiles).where(eq(profiles.email, address));
    return profile?.systemRole;
  } finally {
    await database.close();
  }
}

beforeAll(async () => {
  const keel = await startKeel(
    loadConfig({ DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent', APP_URL: ORIGIN }),
    createLogger('silent'),
  );
  try {
    const signUp = await fetch(`${keel.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'correct-horse-9', name: '' }),
    });
    expect(signUp.status).toBe(200);
  } finally {
    await keel.close();
  }
}, SLOW.timeout);

describe('npm run admin -- promote <email>', () => {
  test('makes an existing user a super admin and exits 0', SLOW, async () => {
    expect(await systemRoleOf(email)).toBeNull();
    const result = await admin('promote', email.toUpperCase());
    expect(result).toMatchObject({ code: 0 });
    expect(result.stdout).toContain(`${email} is now a super admin.`);
    expect(await systemRoleOf(email)).toBe('super_admin');
    const again = await admin('promote', email);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('User is already a super admin');
  });

  test("an unknown email exits 1 with the spec's message and promotes nobody", SLOW, async () => {
    const result = await admin('promote', 'nobody@example.com');
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('User not found. The user must have an account first.');
    expect(await systemRoleOf('nobody@example.com')).toBeUndefined();
  });

  test('a missing email or command exits 2 with the usage', SLOW, async () => {
    const result = await admin('promote');
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage: npm run admin -- promote <email>');
  });
});
