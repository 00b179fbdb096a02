import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { roleLabels } from '#domain/roles.ts';
import { paths } from '#web/app/paths.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import type { AccountSummary } from '#web/lib/account.ts';
import { formatDate } from '#web/lib/format-date.ts';

/** One account in 'My Accounts': the whole card opens /accounts/{id}. */
export function AccountCard({ account, current }: { account: AccountSummary; current: boolean }) {
  return (
    <Link
      to={paths.account(account.id)}
      className="group flex h-full flex-col gap-3 rounded-lg border border-border bg-card p-4 shadow-xs transition-colors hover:border-input hover:bg-muted/40 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 className="min-w-0 font-semibold wrap-anywhere">{account.name}</h2>
        <ChevronRight
          className="mt-0.5 size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
          aria-hidden="true"
        />
      </div>
      <div className="mt-auto flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        <Badge tone={account.role === 'owner' ? 'accent' : account.role === 'admin' ? 'blue' : 'grey'}>
          {roleLabels[account.role]}
        </Badge>
        {current && <Badge tone="outline">Current</Badge>}
        <span className="ml-auto">Created {formatDate(account.createdAt)}</span>
      </div>
    </Link>
  );
}
