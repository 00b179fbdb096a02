import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { sessionImpersonations } from '#server/db/schema/impersonations.ts';
import { recordAudit } from '../audit/record-audit.ts';

/** Ends this session's impersonation; ending one that is not running is harmless. */
export async function stopImpersonation(db: Db, input: { sessionId: string; actorId: string }) {
  await db.transaction(async (tx) => {
    const [ended] = await tx
      .delete(sessionImpersonations)
      .where(eq(sessionImpersonations.sessionId, input.sessionId))
      .returning();
    if (ended)
      await recordAudit(tx, {
        actorId: input.actorId,
        accountId: ended.accountId,
        action: 'impersonation.stopped',
      });
  });
}
