import { FileText, Loader2, Search, SearchX } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { type SearchResponse, searchMessages } from '#domain/schemas/search.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Input } from '#web/components/ui/input.tsx';
import { Label } from '#web/components/ui/label.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { useSearchDocuments } from '../api/use-search-documents';
import { highlightStems } from '../utils/highlight-terms';
import { SearchResultCard } from './search-result-card';

/**
 * The data room's 'Vector Search' tab (spec 2 §2): a question in plain words, then up to 10
 * passages as 'Chunk #n' with their similarity, file and place, the question's words highlighted.
 * Choosing a result's file calls `onOpenFile` so the page can show the file's details.
 */
export function VectorSearchPanel({
  accountId,
  onOpenFile,
}: {
  accountId: string;
  onOpenFile?: (fileId: string) => void;
}) {
  const inputId = useId();
  const [query, setQuery] = useState('');
  const [asked, setAsked] = useState<{ query: string; response: SearchResponse } | null>(null);
  const search = useSearchDocuments(accountId);

  function submit(event: FormEvent) {
    event.preventDefault();
    const question = query.trim();
    // Spec 2 §5: the query must be non-empty, and a company is needed to search in.
    if (!question) {
      toast.error(searchMessages.enterQuery);
      return;
    }
    if (!accountId) {
      toast.error(searchMessages.noCompany);
      return;
    }
    search.mutate(question, {
      onSuccess: (response) => setAsked({ query: question, response }),
      onError: (error) => {
        if (error instanceof ApiError && error.code === 'no_company') toast.error(searchMessages.noCompany);
        else toast.error(searchMessages.failed, { description: error.message });
      },
    });
  }

  const stems = asked ? highlightStems(asked.query) : [];
  const failed = search.isError && !(search.error instanceof ApiError && search.error.code === 'no_company');

  return (
    <section aria-labelledby={`${inputId}-heading`} className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h2 id={`${inputId}-heading`} className="text-lg font-semibold">
          Search your documents
        </h2>
        <p className="text-sm text-muted-foreground">
          Ask in plain words, like “who are the directors” or “when does the lease expire”.
        </p>
      </div>
      <form
        aria-label="Search the data room"
        onSubmit={submit}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        noValidate
      >
        <div className="flex min-w-0 flex-1 flex-col gap-1.5">
          <Label htmlFor={inputId}>Search query</Label>
          <Input
            id={inputId}
            type="search"
            value={query}
            maxLength={500}
            placeholder="What is our loan interest rate?"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={search.isPending} className="sm:w-auto">
          {search.isPending ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : (
            <Search className="size-4" aria-hidden="true" />
          )}
          Search
        </Button>
      </form>

      <div aria-live="polite" aria-busy={search.isPending} className="flex flex-col gap-3">
        {search.isPending && (
          <p role="status" className="text-sm text-muted-foreground">
            Searching your documents…
          </p>
        )}
        {failed && !search.isPending && (
          <Alert tone="error">
            <p className="font-medium">{searchMessages.failed}</p>
            <p>{search.error.message}</p>
          </Alert>
        )}
        {search.error instanceof ApiError && search.error.code === 'no_company' && !search.isPending && (
          <Alert tone="error">{searchMessages.noCompany}</Alert>
        )}
        {!search.isPending && !search.isError && asked && asked.response.results.length === 0 && (
          <EmptyState icon={SearchX} title="No matching passages" as="h3">
            Nothing in this data room matches{' '}
            <span className="[overflow-wrap:anywhere]">“{asked.query}”</span>. Try other words, or upload the
            document that answers it.
          </EmptyState>
        )}
        {!search.isPending && !search.isError && !asked && (
          <EmptyState icon={FileText} title="Ask your data room a question" as="h3">
            Keel searches every uploaded document of your company and shows the passages that answer it.
          </EmptyState>
        )}
        {!search.isPending && !search.isError && asked && asked.response.results.length > 0 && (
          <>
            <p className="text-sm text-muted-foreground">
              {asked.response.results.length} {asked.response.results.length === 1 ? 'passage' : 'passages'}{' '}
              for “{asked.query}”{asked.response.mode === 'full-text' ? ' (matched by words only)' : ''}
            </p>
            <ol className="flex flex-col gap-3">
              {asked.response.results.map((result) => (
                <li key={result.id}>
                  <SearchResultCard result={result} stems={stems} onOpenFile={onOpenFile} />
                </li>
              ))}
            </ol>
          </>
        )}
      </div>
    </section>
  );
}
