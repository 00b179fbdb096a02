import { CircleCheck, CircleDashed, ExternalLink, Pencil } from 'lucide-react';
import { useState } from 'react';
import { LoadError } from '#web/components/load-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingStatus } from '#web/components/ui/skeleton.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import { useCompany } from '../api/company';
import { useCreateCompany } from '../api/use-create-company';
import { useCreateVectorStore } from '../api/use-create-vector-store';
import { useUpdateCompany } from '../api/use-update-company';
import { CompanyForm } from './company-form';

/** Spec §2 Company Information: create or edit the company (owners and admins), and its document search. */
export function CompanyInformationCard({ accountId, canManage }: { accountId: string; canManage: boolean }) {
  const company = useCompany(accountId);
  const create = useCreateCompany(accountId);
  const update = useUpdateCompany(accountId);
  const vectorStore = useCreateVectorStore(accountId);
  const [editing, setEditing] = useState(false);

  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4">
        <div className="flex flex-col gap-1.5">
          <CardTitle>Company Information</CardTitle>
          <CardDescription>The company this account prepares for due diligence.</CardDescription>
        </div>
        {canManage && company.data?.company && !editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {company.isPending ? (
          <LoadingStatus
            label="Loading company information…"
            className="gap-3"
            lines={['h-4 w-1/2', 'h-4 w-1/3', 'h-4 w-2/5']}
          />
        ) : company.isError ? (
          <LoadError message="Failed to load company information" onRetry={() => company.refetch()} />
        ) : !company.data.company ? (
          canManage ? (
            <div className="flex flex-col gap-4">
              <p className="text-sm text-muted-foreground">
                No company yet. Add it to start the company profile and the data room.
              </p>
              <CompanyForm
                mode="create"
                pending={create.isPending}
                onSubmit={(values) => create.mutate(values)}
              />
            </div>
          ) : (
            <p className="text-sm text-muted-foreground">
              No company information yet. An owner or admin can add it.
            </p>
          )
        ) : editing ? (
          <CompanyForm
            mode="edit"
            defaultValues={company.data.company}
            pending={update.isPending}
            onSubmit={(values) => update.mutate(values, { onSuccess: () => setEditing(false) })}
            secondaryAction={
              <Button variant="outline" onClick={() => setEditing(false)}>
                Cancel
              </Button>
            }
          />
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-3 text-sm sm:grid-cols-[10rem_1fr]">
            <dt className="text-muted-foreground">Company name</dt>
            <dd className="min-w-0 font-medium wrap-anywhere">{company.data.company.name}</dd>
            <dt className="text-muted-foreground">Website</dt>
            <dd className="min-w-0">
              {company.data.company.websiteUrl ? (
                <a
                  href={company.data.company.websiteUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex max-w-full items-center gap-1 text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
                >
                  <span className="truncate">{company.data.company.websiteUrl}</span>
                  <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : (
                <span className="text-muted-foreground">Not set</span>
              )}
            </dd>
            <dt className="text-muted-foreground">Document search</dt>
            <dd className="flex flex-wrap items-center gap-x-3 gap-y-2">
              {company.data.vectorStore ? (
                <span className="inline-flex items-center gap-1.5">
                  <CircleCheck className="size-4 text-success" aria-hidden="true" />
                  <span>Ready</span>
                  <span className="text-muted-foreground">
                    · since {formatDate(company.data.vectorStore.createdAt)}
                  </span>
                </span>
              ) : (
                <>
                  <span className="inline-flex items-center gap-1.5">
                    <CircleDashed className="size-4 text-muted-foreground" aria-hidden="true" />
                    Not set up
                  </span>
                  {canManage && (
                    <Button
                      variant="outline"
                      size="sm"
                      loading={vectorStore.isPending}
                      onClick={() => company.data.company && vectorStore.mutate(company.data.company.id)}
                    >
                      Set up document search
                    </Button>
                  )}
                </>
              )}
            </dd>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
