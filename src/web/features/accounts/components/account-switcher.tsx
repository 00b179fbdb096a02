import { Check, ChevronsUpDown, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { roleLabels } from '#domain/roles.ts';
import { paths } from '#web/app/paths.ts';
import { Popover, PopoverContent, PopoverTrigger } from '#web/components/ui/popover.tsx';
import { Separator } from '#web/components/ui/separator.tsx';
import { sidebarMenuButtonClass, useSidebar } from '#web/components/ui/sidebar.tsx';
import { LoadingStatus, Skeleton } from '#web/components/ui/skeleton.tsx';
import { Tooltip } from '#web/components/ui/tooltip.tsx';
import type { AccountSummary } from '#web/lib/account.ts';
import { useAccounts } from '#web/lib/accounts.ts';
import { cn } from '#web/lib/cn.ts';
import { useCurrentAccount } from '#web/lib/current-account.tsx';
import { useSelectAccount } from '../api/use-select-account';

/** The first letter of an account, on a tile that stands for it when the sidebar is collapsed. */
function AccountTile({ name }: { name: string | undefined }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-8 shrink-0 items-center justify-center rounded-md bg-primary text-sm font-semibold text-primary-foreground"
    >
      {name?.trim().charAt(0).toUpperCase() || 'K'}
    </span>
  );
}

/**
 * Spec §2 account switcher: a 200 px popover listing the user's accounts with their role. Picking one
 * saves it as last selected, opens its Company Profile and confirms with a toast.
 */
export function AccountSwitcher() {
  const { account, accountId, isLoading } = useCurrentAccount();
  const accounts = useAccounts();
  const select = useSelectAccount();
  const navigate = useNavigate();
  const { state, isMobile } = useSidebar();
  const [open, setOpen] = useState(false);
  const collapsed = state === 'collapsed' && !isMobile;

  function pick(target: AccountSummary) {
    setOpen(false);
    select.mutate(target, { onSuccess: () => navigate(paths.questionnaire(target.id)) });
  }

  const trigger = (
    <PopoverTrigger
      className={cn(
        sidebarMenuButtonClass,
        'h-12 gap-2 px-2 text-foreground data-[state=open]:bg-muted',
        'group-data-[state=collapsed]/sidebar:size-8 group-data-[state=collapsed]/sidebar:p-0',
      )}
    >
      <AccountTile name={account?.name} />
      <span className="flex min-w-0 flex-1 flex-col group-data-[state=collapsed]/sidebar:sr-only">
        {isLoading ? (
          <>
            <Skeleton className="h-3.5 w-28" />
            <Skeleton className="mt-1 h-3 w-12" />
          </>
        ) : (
          <>
            <span className="truncate font-medium">{account?.name ?? 'No account selected'}</span>
            <span className="truncate text-xs text-muted-foreground">
              {account ? roleLabels[account.role] : 'Choose an account'}
            </span>
          </>
        )}
        <span className="sr-only">, switch account</span>
      </span>
      <ChevronsUpDown
        className="ml-auto text-muted-foreground group-data-[state=collapsed]/sidebar:hidden"
        aria-hidden="true"
      />
    </PopoverTrigger>
  );

  return (
    <Popover open={open} onOpenChange={setOpen}>
      {collapsed ? (
        <Tooltip content={account?.name ?? 'Switch account'} side="right">
          {trigger}
        </Tooltip>
      ) : (
        trigger
      )}
      <PopoverContent className="w-[200px]" side={collapsed ? 'right' : 'bottom'} aria-label="Accounts">
        <p className="px-2 pt-1.5 pb-1 text-xs font-medium text-muted-foreground">Accounts</p>
        {accounts.isPending ? (
          <LoadingStatus className="gap-1 p-2" lines={['h-4 w-full', 'h-4 w-2/3']} />
        ) : accounts.isError ? (
          <p className="px-2 py-2 text-sm text-destructive">Failed to load accounts</p>
        ) : accounts.data.length === 0 ? (
          <p className="px-2 py-2 text-sm text-muted-foreground">No accounts found.</p>
        ) : (
          <ul className="flex max-h-72 flex-col gap-0.5 overflow-y-auto">
            {accounts.data.map((item) => {
              const current = item.id === accountId;
              return (
                <li key={item.id}>
                  <button
                    type="button"
                    onClick={() => pick(item)}
                    aria-current={current || undefined}
                    className={cn(
                      'flex w-full cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-left text-sm',
                      'hover:bg-muted focus-visible:bg-muted focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
                    )}
                  >
                    <span className="flex min-w-0 flex-1 flex-col">
                      <span className="truncate font-medium">{item.name}</span>
                      <span className="text-xs text-muted-foreground">{roleLabels[item.role]}</span>
                    </span>
                    {current && <Check className="size-4 shrink-0 text-primary" aria-hidden="true" />}
                  </button>
                </li>
              );
            })}
          </ul>
        )}
        <Separator className="my-1" />
        <Link
          to={paths.createAccount()}
          onClick={() => setOpen(false)}
          className={cn(
            'flex items-center gap-2 rounded-sm px-2 py-1.5 text-sm text-muted-foreground hover:bg-muted hover:text-foreground',
            'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
          )}
        >
          <Plus className="size-4" aria-hidden="true" />
          Create account
        </Link>
      </PopoverContent>
    </Popover>
  );
}
