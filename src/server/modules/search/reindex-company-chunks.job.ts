import { z } from 'zod';
import { defineJob } from '#server/jobs/define-job.ts';
import { queueStaleReindexes } from './queue-stale-reindexes.ts';
import { reindexCompanyChunks } from './reindex-company-chunks.ts';

/**
 * Re-embeds one company's chunks with the engine's current model (after AI_EMBEDDING_MODEL or the
 * offline model changed, or a super admin's 'Re-index'). Companies still on another model are
 * queued at worker start and every minute, so a model change re-indexes everyone in the background.
 */
export const reindexCompanyChunksJob = defineJob({
  name: 'reindex-company-chunks',
  payload: z.object({ companyId: z.uuid() }),
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  heartbeatSeconds: 60,
  expireInSeconds: 3600,
  concurrency: 1,
  recover: (deps): Promise<number> =>
    queueStaleReindexes(deps, {
      name: 'reindex-company-chunks',
      send: (companyId): Promise<unknown> => deps.queue.send(reindexCompanyChunksJob, { companyId }),
    }),
  async handle(deps, payload, run) {
    await reindexCompanyChunks(deps, payload, run.signal);
  },
});
