import { Building2, CircleCheck, CircleDashed } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { useLoadErrorToast } from '#web/components/load-error.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { LoadingStatus } from '#web/components/ui/skeleton.tsx';
import { useCompany } from '../api/company';

/** The account's company at a glance: name, website and whether document search is ready. */
export function CompanySummary({ accountId, canManage }: { accountId: string; canManage: boolean }) {
  const company = useCompany(accountId);
  useLoadErrorToast('Failed to load company information', company.isError);

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Building2 className="size-4 text-muted-foreground" aria-hidden="true" />
          Company
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        {company.isPending ? (
          <LoadingStatus className="gap-2" lines={['h-4 w-2/3', 'h-4 w-1/2']} />
        ) : company.isError ? (
          <p className="text-destructive">Failed to load company information</p>
        ) : !company.data.company ? (
          <>
            <p className="text-muted-foreground">No company information yet.</p>
            {canManage && (
              <Button asChild variant="outline" size="sm" className="self-start">
                <Link to={paths.account(accountId)}>Add company information</Link>
              </Button>
            )}
          </>
        ) : (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            <dt className="text-muted-foreground">Name</dt>
            <dd className="min-w-0 truncate font-medium">{company.data.company.name}</dd>
            <dt className="text-muted-foreground">Website</dt>
            <dd className="min-w-0 truncate">{company.data.company.websiteUrl ?? 'Not set'}</dd>
            <dt className="text-muted-foreground">Search</dt>
            <dd className="flex items-center gap-1.5">
              {company.data.vectorStore ? (
                <>
                  <CircleCheck className="size-4 text-success" aria-hidden="true" />
                  Document search ready
                </>
              ) : (
                <>
                  <CircleDashed className="size-4 text-muted-foreground" aria-hidden="true" />
                  Not set up
                </>
              )}
            </dd>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
