import { randomInt } from 'node:crypto';
import { DELETION_CODE_LENGTH } from '#domain/schemas/accounts.ts';
import type { Db } from '#server/db/client.ts';
import { accountDeletionCodes } from '#server/db/schema/accounts.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export const DELETION_CODE_LIFETIME_MINUTES = 15;

/**
 * Issues the random code an owner must type to delete the account. The server keeps it, so
 * the delete request is checked against what was issued, not against text the client sends.
 */
export async function issueDeletionCode(db: Db, input: { accountId: string; userId: string }) {
  const code = Array.from({ length: DELETION_CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join(
    '',
  );
  const expiresAt = new Date(Date.now() + DELETION_CODE_LIFETIME_MINUTES * 60_000);
  await db
    .insert(accountDeletionCodes)
    .values({ accountId: input.accountId, userId: input.userId, code, expiresAt })
    .onConflictDoUpdate({
      target: accountDeletionCodes.accountId,
      set: { userId: input.userId, code, expiresAt },
    });
  return { code, expiresAt };
}
