import { UserCog } from 'lucide-react';
import { useNavigate } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';
import { TableCell, TableHead, TableRow } from '#web/components/ui/table.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import { adminAccountsQuery } from '../api/admin-accounts';
import { useStartImpersonation } from '../api/use-start-impersonation';
import { SearchableTable } from './table-states';

/** Every account with its owner and counts; impersonating one opens its questionnaire. */
export function AccountsTab() {
  const impersonate = useStartImpersonation();
  const navigate = useNavigate();

  return (
    <SearchableTable
      listQuery={adminAccountsQuery}
      searchLabel="Search accounts"
      placeholder="Account name or owner email"
      one="account"
      many="accounts"
      errorMessage="Failed to fetch accounts"
      loadingLabel="Loading accounts…"
      tableLabel="Accounts"
      head={
        <>
          <TableHead>Account</TableHead>
          <TableHead className="hidden md:table-cell">Owner</TableHead>
          <TableHead className="hidden text-right sm:table-cell">Members</TableHead>
          <TableHead className="hidden text-right sm:table-cell">Answered</TableHead>
          <TableHead className="hidden lg:table-cell">Created</TableHead>
        </>
      }
    >
      {(rows) =>
        rows.map((account) => {
          const starting = impersonate.isPending && impersonate.variables === account.id;
          return (
            <TableRow key={account.id}>
              <TableCell className="max-w-64">
                <p className="truncate font-medium">{account.name}</p>
                <p className="truncate text-xs text-muted-foreground md:hidden">
                  {account.owner?.email ?? 'No owner'}
                </p>
                <p className="text-xs text-muted-foreground sm:hidden">
                  {account.memberCount === 1 ? '1 member' : `${account.memberCount} members`} ·{' '}
                  {account.answeredCount} answered
                </p>
              </TableCell>
              <TableCell className="hidden max-w-64 md:table-cell">
                {account.owner ? (
                  <>
                    <p className="truncate">{account.owner.name ?? account.owner.email}</p>
                    {account.owner.name && (
                      <p className="truncate text-xs text-muted-foreground">{account.owner.email}</p>
                    )}
                  </>
                ) : (
                  <span className="text-muted-foreground">No owner</span>
                )}
              </TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">
                {account.memberCount}
              </TableCell>
              <TableCell className="hidden text-right tabular-nums sm:table-cell">
                {account.answeredCount}
              </TableCell>
              <TableCell className="hidden whitespace-nowrap text-muted-foreground lg:table-cell">
                {formatDate(account.createdAt)}
              </TableCell>
              <TableCell className="text-right">
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`Impersonate ${account.name}`}
                  loading={starting}
                  disabled={impersonate.isPending}
                  onClick={() =>
                    impersonate.mutate(account.id, {
                      onSuccess: () => navigate(paths.questionnaire(account.id)),
                    })
                  }
                >
                  {!starting && <UserCog aria-hidden="true" />}
                  <span className="hidden sm:inline">Impersonate</span>
                </Button>
              </TableCell>
            </TableRow>
          );
        })
      }
    </SearchableTable>
  );
}
