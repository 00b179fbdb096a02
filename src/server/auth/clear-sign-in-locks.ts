import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { signInPairPrefix } from './rate-limit-rules.ts';

/**
 * A completed password reset proves the mailbox: the sign-in counts for that email, from every
 * address, start again, so whoever was locked out by someone else's guesses can sign in at once.
 */
export async function clearSignInLocks(db: Db, email: string) {
  await db.execute(
    sql`DELETE FROM rate_limit_buckets WHERE starts_with(key, ${signInPairPrefix(email.trim().toLowerCase())})`,
  );
}
