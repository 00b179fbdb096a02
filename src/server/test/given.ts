import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { users } from '../db/schema/auth.ts';
import type { TestKeel } from './harness.ts';
import { browser } from './http-client.ts';

export const DEFAULT_PASSWORD = 'correct-horse-9';

export function uniqueEmail(prefix = 'user') {
  return `${prefix}-${randomBytes(4).toString('hex')}@example.com`;
}

/** A distinct client address, so per-IP abuse limits of one test never affect another. */
export function randomIp() {
  const [a, b, c] = randomBytes(3);
  return `10.${a}.${b}.${c}`;
}

/** Factories that build real rows through the real app. */
export function given(keel: TestKeel) {
  return {
    /** A user who signed up and verified their email, signed in in their own browser. */
    async verifiedUser(options: { email?: string; password?: string } = {}) {
      const email = options.email ?? uniqueEmail();
      const password = options.password ?? DEFAULT_PASSWORD;
      const client = browser(keel, { ip: randomIp() });
      const signUp = await client.post('/api/auth/sign-up/email', { email, password, name: '' });
      if (signUp.status !== 200) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
      await keel.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
      const signIn = await client.post('/api/auth/sign-in/email', { email, password });
      if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
      const [user] = await keel.db.select().from(users).where(eq(users.email, email));
      return { id: user!.id, email, password, client };
    },
  };
}
