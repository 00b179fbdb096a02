import { eq } from 'drizzle-orm';
import type { AppDeps } from '#server/app-env.ts';
import { companies } from '#server/db/schema/accounts.ts';
import { AppError } from '#server/errors.ts';
import { reindexCompanyChunksJob } from './reindex-company-chunks.job.ts';

/** The manager's 'Re-index': embeds the company's chunks again in the background. */
export async function queueCompanyReindex(deps: Pick<AppDeps, 'db' | 'queue'>, input: { companyId: string }) {
  const [company] = await deps.db
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.id, input.companyId));
  if (!company) throw new AppError('company_not_found', 'Company not found', 404);
  const jobId = await deps.queue.send(reindexCompanyChunksJob, { companyId: company.id });
  return { queued: true, jobId };
}
