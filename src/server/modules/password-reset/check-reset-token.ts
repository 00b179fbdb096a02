import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { verifications } from '#server/db/schema/auth.ts';

/**
 * Whether a password-reset token can still be used: Better Auth stores it as an unexpired
 * `reset-password:<token>` verification and deletes it once used. Lets the reset page reject
 * a dead link before the user types a new password.
 */
export async function checkResetToken(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .select({ id: verifications.id })
    .from(verifications)
    .where(
      and(eq(verifications.identifier, `reset-password:${token}`), gt(verifications.expiresAt, new Date())),
    );
  return Boolean(row);
}
