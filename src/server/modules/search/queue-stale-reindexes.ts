import { sql } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import { rowsOf } from '#server/db/rows-of.ts';

/**
 * Queues a re-index for each company whose store or chunks are on another model than the
 * engine's. A company already being re-indexed is left alone (its job is created or active).
 */
export async function queueStaleReindexes(
  deps: Pick<AppDeps, 'db' | 'engine'>,
  job: { name: string; send: (companyId: string) => Promise<unknown> },
): Promise<number> {
  const { model } = await deps.engine.embed([]);
  const result = await deps.db.execute(sql`
    SELECT DISTINCT company_id FROM (
      SELECT company_id FROM vector_stores WHERE embedding_model <> ${model}
      UNION SELECT company_id FROM document_chunks WHERE embedding_model <> ${model}
    ) stale
    WHERE NOT EXISTS (
      SELECT 1 FROM pgboss.job job
      WHERE job.name = ${job.name} AND job.state IN ('created', 'retry', 'active')
        AND job.data->>'companyId' = stale.company_id::text
    )
  `);
  const rows = rowsOf<{ company_id: string }>(result);
  for (const row of rows) await job.send(row.company_id);
  return rows.length;
}
