import type { Executor } from '#server/db/client.ts';
import { auditEvents } from '#server/db/schema/audit-events.ts';

/** Appends who did what in which account; called inside the transaction that did it. */
export async function recordAudit(
  db: Executor,
  event: {
    actorId: string | null;
    accountId: string | null;
    action: string;
    details?: Record<string, unknown>;
  },
) {
  await db.insert(auditEvents).values({ ...event, details: event.details ?? {} });
}
