import { useNavigate } from 'react-router';
import { roleLabels } from '#domain/roles.ts';
import { paths } from '#web/app/paths.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import type { AccountSummary } from '#web/lib/account.ts';
import { useSelectAccount } from '../api/use-select-account';

/** Shown when the user has accounts but none is selected (e.g. the last one was deleted). */
export function ChooseAccountCard({ accounts }: { accounts: AccountSummary[] }) {
  const select = useSelectAccount();
  const navigate = useNavigate();

  return (
    <Card className="max-w-xl">
      <CardHeader>
        <CardTitle asHeading="h1" className="text-xl">
          Choose an account
        </CardTitle>
        <CardDescription>No account is selected. Pick the one you want to work in.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col divide-y divide-border rounded-md border border-border">
          {accounts.map((account) => (
            <li key={account.id}>
              <button
                type="button"
                disabled={select.isPending}
                onClick={() => select.mutate(account, { onSuccess: () => navigate(paths.dashboard()) })}
                className="flex w-full cursor-pointer items-center justify-between gap-3 px-3 py-2.5 text-left hover:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring disabled:cursor-progress"
              >
                <span className="truncate font-medium">{account.name}</span>
                <Badge>{roleLabels[account.role]}</Badge>
              </button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
