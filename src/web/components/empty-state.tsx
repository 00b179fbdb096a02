import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/cn.ts';

/**
 * Nothing here yet: an icon, a heading, what would fill the space and, maybe, the action that does.
 * `as` is the heading's element, so the heading sits right in the page's outline.
 */
export function EmptyState({
  icon: Icon,
  title,
  as: Heading = 'h2',
  children,
  action,
  className,
}: {
  icon: LucideIcon;
  title: string;
  as?: 'h2' | 'h3' | 'p';
  children: ReactNode;
  action?: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn('flex flex-col items-center gap-2 py-8 text-center', className)}>
      <span className="flex size-10 items-center justify-center rounded-full bg-primary-soft text-primary-soft-foreground">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <Heading className="font-medium">{title}</Heading>
      <p className="max-w-sm text-sm text-muted-foreground">{children}</p>
      {action}
    </div>
  );
}
