import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { users } from './db/schema/auth.ts';
import { createLogger } from './logger.ts';
import { createGiven, uniqueEmail } from './test/given.ts';
import { createTestKeel } from './test/harness.ts';

const keel = await createTestKeel();

/** A logger writing to memory, and everything it wrote. */
function capturedLogger() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: createLogger('info', destination), output: () => lines.join('') };
}

async function failure(query: Promise<unknown>) {
  try {
    await query;
  } catch (error) {
    return error;
  }
  throw new Error('the query was expected to fail');
}

describe('error logs', () => {
  test('carry the failed query and the database error code, never the values it was given', async () => {
    const existing = await createGiven(keel).verifiedUser();
    const secretToken = `reset-${crypto.randomUUID()}`;
    const duplicate = await failure(
      keel.db.insert(users).values({ email: existing.email, name: secretToken, emailVerified: false }),
    );
    const nul = await failure(
      keel.db
        .select()
        .from(users)
        .where(eq(users.email, `${uniqueEmail('private')}\u0000`)),
    );

    const { logger, output } = capturedLogger();
    logger.error({ err: duplicate, path: '/api/x', method: 'POST' }, 'unhandled error');
    logger.error({ err: nul }, 'unhandled error');
    const logged = output();

    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).toContain('select');
    expect(logged).toContain('"code":"23505"');
    expect(logged).not.toContain(existing.email);
    expect(logged).not.toContain(secretToken);
    expect(logged).not.toContain('private-');
  });
});
