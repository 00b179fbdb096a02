import { sql } from 'drizzle-orm';
import { rowsOf } from '#server/db/rows-of.ts';
import type { Db } from '../db/client.ts';

/**
 * Counts one attempt against `key` in a fixed window and returns the count so far and the
 * seconds until the window resets. One atomic upsert, so concurrent requests on several API
 * processes never under-count.
 */
export async function countAttempt(db: Db, { key, windowSeconds }: { key: string; windowSeconds: number }) {
  const result = await db.execute<{ hits: number; retry_after: number }>(sql`
    INSERT INTO rate_limit_buckets AS bucket (key, window_started_at, hits)
    VALUES (${key}, now(), 1)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN bucket.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                  THEN 1 ELSE bucket.hits + 1 END,
      window_started_at = CASE WHEN bucket.window_started_at <= now() - make_interval(secs => ${windowSeconds})
                  THEN now() ELSE bucket.window_started_at END
    RETURNING hits,
      GREATEST(1, CEIL(EXTRACT(EPOCH FROM (window_started_at + make_interval(secs => ${windowSeconds}) - now()))))::int AS retry_after`);
  const row = rowsOf<{ hits: number; retry_after: number }>(result)[0]!;
  return { hits: Number(row.hits), retryAfterSeconds: Number(row.retry_after) };
}
