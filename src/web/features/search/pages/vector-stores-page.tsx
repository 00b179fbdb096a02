import { Database, Loader2, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { QueryStatus } from '#web/components/query-view.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import {
  BULK_CREATE_PAUSE_MS,
  type ManagedCompany,
  useCreateVectorStore,
  useReindexCompany,
  useVectorStores,
} from '../api/vector-stores';
import { CompanyList } from '../components/company-list';

/** Spec 2 §8 'Vector store manager' messages, word for word. */
export const vectorStoreMessages = {
  loadFailed: 'Failed to load companies',
  created: (company: string) => `Vector store created successfully for ${company}`,
  createFailed: (company: string, message: string) =>
    `Failed to create vector store for ${company}: ${message}`,
  empty: 'No companies found in the database',
} as const;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spec 2 §2 'Vector Store Manager' (/vector-stores): every company with its id and its store id or
 * a 'No Vector Store' badge, a Create button each, the bulk button creating the missing stores one
 * at a time 1.5 s apart, and the Active list with file and chunk counts, model and 'Re-index'.
 */
export function VectorStoresPage() {
  usePageMeta('Vector Store Manager', 'Create and re-index the document-search store of every company.');
  const stores = useVectorStores();
  const create = useCreateVectorStore();
  const reindex = useReindexCompany();
  const [bulk, setBulk] = useState<{ done: number; total: number } | null>(null);
  const [creating, setCreating] = useState<string | null>(null);

  async function createOne(company: ManagedCompany) {
    setCreating(company.companyId);
    try {
      await create.mutateAsync(company);
      toast.success(vectorStoreMessages.created(company.companyName));
      return true;
    } catch (error) {
      toast.error(vectorStoreMessages.createFailed(company.companyName, (error as Error).message));
      return false;
    } finally {
      setCreating(null);
    }
  }

  async function createAll() {
    const missing = (stores.data?.companies ?? []).filter((company) => !company.vectorStore);
    setBulk({ done: 0, total: missing.length });
    for (const [index, company] of missing.entries()) {
      if (index > 0) await pause(BULK_CREATE_PAUSE_MS);
      await createOne(company);
      setBulk({ done: index + 1, total: missing.length });
    }
    setBulk(null);
  }

  const companies = stores.data?.companies ?? [];
  const active = companies.filter((company) => company.vectorStore);
  const missingCount = companies.length - active.length;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Vector Store Manager"
        description="Each company's document-search store: create the missing ones and re-index after a model change."
        actions={
          <Button
            onClick={createAll}
            loading={bulk !== null}
            disabled={stores.isPending || missingCount === 0}
          >
            Create Vector Stores for All Companies
          </Button>
        }
      />
      {bulk && (
        <div role="status" className="flex flex-col gap-2">
          <p className="text-sm">
            Creating vector stores: {bulk.done} of {bulk.total}
          </p>
          <Progress
            value={bulk.total ? (bulk.done / bulk.total) * 100 : 0}
            aria-label="Bulk creation progress"
          />
        </div>
      )}
      <QueryStatus
        query={stores}
        loading={{ label: 'Loading companies…', className: 'gap-2', lines: ['h-16 w-full', 'h-16 w-full'] }}
        errorMessage={vectorStoreMessages.loadFailed}
      />
      {stores.data && companies.length === 0 && (
        <EmptyState icon={Database} title={vectorStoreMessages.empty}>
          Companies appear here once an account creates its company profile.
        </EmptyState>
      )}
      <CompanyList
        headingId="companies-heading"
        title="Companies"
        companies={companies}
        itemClassName="sm:flex-row sm:items-center sm:justify-between"
      >
        {(company) => (
          <>
            <div className="flex min-w-0 flex-col gap-0.5">
              <span className="font-medium">{company.companyName}</span>
              <span className="break-all text-xs text-muted-foreground">ID: {company.companyId}</span>
              {company.vectorStore ? (
                <span className="break-all text-xs text-muted-foreground">
                  Store: {company.vectorStore.id}
                </span>
              ) : (
                <Badge tone="grey" className="w-fit">
                  No Vector Store
                </Badge>
              )}
            </div>
            {!company.vectorStore && (
              <Button
                variant="outline"
                size="sm"
                loading={creating === company.companyId}
                disabled={bulk !== null}
                onClick={() => void createOne(company)}
                aria-label={`Create vector store for ${company.companyName}`}
              >
                Create
              </Button>
            )}
          </>
        )}
      </CompanyList>
      <CompanyList headingId="active-heading" title="Active" companies={active}>
        {(company) => (
          <>
            <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
              <div className="flex min-w-0 flex-col gap-0.5">
                <span className="font-medium">{company.companyName}</span>
                <span className="text-sm text-muted-foreground">
                  {company.files} {company.files === 1 ? 'file' : 'files'} · {company.chunks}{' '}
                  {company.chunks === 1 ? 'chunk' : 'chunks'} ·{' '}
                  <span className="break-all">{company.vectorStore!.embeddingModel}</span>
                </span>
              </div>
              <Button
                variant="outline"
                size="sm"
                disabled={company.reindex !== null || reindex.isPending}
                onClick={() => reindex.mutate(company.companyId)}
                aria-label={`Re-index ${company.companyName}`}
              >
                {company.reindex ? (
                  <Loader2 className="animate-spin" aria-hidden="true" />
                ) : (
                  <RefreshCw aria-hidden="true" />
                )}
                Re-index
              </Button>
            </div>
            {company.reindex && (
              <div role="status" className="flex flex-col gap-1 text-xs text-muted-foreground">
                Re-indexing to {company.reindex.model}: {company.reindex.filesDone} of{' '}
                {company.reindex.filesTotal} files
                <Progress
                  value={
                    company.reindex.filesTotal
                      ? (company.reindex.filesDone / company.reindex.filesTotal) * 100
                      : 0
                  }
                  aria-label={`Re-index progress for ${company.companyName}`}
                />
              </div>
            )}
          </>
        )}
      </CompanyList>
    </div>
  );
}
