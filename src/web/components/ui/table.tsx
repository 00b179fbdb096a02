import type { ComponentProps } from 'react';
import { cn } from '#web/lib/cn.ts';
import { withClasses } from '#web/lib/with-classes.tsx';

/** A dense data table; the wrapper scrolls sideways on narrow screens rather than squeezing columns. */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="relative w-full overflow-x-auto">
      <table className={cn('w-full caption-bottom border-collapse text-sm', className)} {...props} />
    </div>
  );
}

export const TableHeader = withClasses('thead', '[&_tr]:border-b [&_tr]:border-border');

export const TableBody = withClasses('tbody', '[&_tr:last-child]:border-0');

export const TableRow = withClasses('tr', 'border-b border-border transition-colors hover:bg-muted/50');

export const TableHead = withClasses(
  'th',
  'h-9 px-3 text-left align-middle text-xs font-medium whitespace-nowrap text-muted-foreground',
);

export const TableCell = withClasses('td', 'px-3 py-2.5 align-middle');
