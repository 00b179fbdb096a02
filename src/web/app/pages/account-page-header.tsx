import type { ReactNode } from 'react';
import { Skeleton } from '#web/components/ui/skeleton.tsx';

/** A page's header under the name of the account it is about, with the page's own actions at the right from lg up. */
export function AccountPageHeader({
  accountName,
  title,
  children,
  actions,
}: {
  /** Undefined while the account loads. */
  accountName: string | undefined;
  title: string;
  /** What the page is for. */
  children: ReactNode;
  actions: ReactNode;
}) {
  return (
    <header className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
      <div className="flex min-w-0 flex-col gap-1.5">
        <div className="truncate text-sm font-medium text-muted-foreground">
          {accountName ?? <Skeleton className="h-4 w-32" />}
        </div>
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        <p className="max-w-prose text-muted-foreground">{children}</p>
      </div>
      {actions}
    </header>
  );
}
