import { desc } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { outbox } from '#server/db/schema/outbox.ts';

/** The newest mail first, capped so a long-running dev instance stays quick. */
export async function listOutbox(db: Db, limit = 100) {
  return db
    .select({
      id: outbox.id,
      to: outbox.to,
      subject: outbox.subject,
      text: outbox.text,
      html: outbox.html,
      link: outbox.link,
      createdAt: outbox.createdAt,
    })
    .from(outbox)
    .orderBy(desc(outbox.createdAt))
    .limit(limit);
}
