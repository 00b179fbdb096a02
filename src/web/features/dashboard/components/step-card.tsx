import { ArrowRight, CircleCheck, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { StepBand } from '#domain/dashboard.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { barClassOf, textClassOf } from '#web/lib/band-classes.ts';
import { cn } from '#web/lib/cn.ts';

export type StepCardProps = {
  number: number;
  icon: LucideIcon;
  title: string;
  description: string;
  /** The measured state; undefined while loading (or when it could not be loaded). */
  measure?: {
    /** The big number, e.g. '42%'; null when there is nothing to measure yet (shown as a dash). */
    value: string | null;
    /** 0–100 for the bar. */
    progress: number;
    band: StepBand;
    /** The line under the number, e.g. '12/80 questions answered'. */
    detail: string;
    complete: boolean;
  };
  loading: boolean;
  /** The next best action: drawn out so it is the first thing a user sees. */
  next: boolean;
  action: { label: string; to: string };
};

/** One of the dashboard's three steps: its value, completion tick and the button to the step's page. */
export function StepCard({
  number,
  icon: Icon,
  title,
  description,
  measure,
  loading,
  next,
  action,
}: StepCardProps) {
  return (
    <li
      aria-current={next ? 'step' : undefined}
      className={cn(
        'flex flex-col gap-4 rounded-lg border border-border bg-card p-5 text-card-foreground shadow-xs',
        next && 'border-primary ring-2 ring-primary/30',
      )}
    >
      <div className="flex items-start gap-3">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground">
          <Icon className="size-4" aria-hidden="true" />
        </span>
        <div className="flex min-w-0 flex-1 flex-col gap-0.5">
          <p className="flex items-center gap-2 text-xs font-medium text-muted-foreground">
            Step {number}
            {next && <Badge tone="accent">Next step</Badge>}
          </p>
          <h2 className="flex items-center gap-2 text-base font-semibold leading-tight">
            {title}
            {measure?.complete && (
              <CircleCheck className="size-5 text-success" role="img" aria-label="Complete" />
            )}
          </h2>
        </div>
      </div>
      <p className="text-sm text-muted-foreground">{description}</p>

      {measure ? (
        <div className="flex flex-col gap-2">
          <p className={cn('text-3xl font-semibold tabular-nums tracking-tight', textClassOf[measure.band])}>
            {measure.value ?? (
              <>
                <span className="text-muted-foreground" aria-hidden="true">
                  —
                </span>
                <span className="sr-only">None yet</span>
              </>
            )}
          </p>
          <Progress
            value={measure.progress}
            aria-label={`${title} progress`}
            indicatorClassName={barClassOf[measure.band]}
          />
          <p className="text-sm text-muted-foreground">{measure.detail}</p>
        </div>
      ) : loading ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-9 w-20" />
          <Skeleton className="h-2 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      ) : null}

      <div className="mt-auto pt-1">
        {loading ? (
          <Button variant={next ? 'primary' : 'outline'} size="sm" disabled>
            {action.label}
          </Button>
        ) : (
          <Button asChild variant={next ? 'primary' : 'outline'} size="sm">
            <Link to={action.to}>
              {action.label}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
      </div>
    </li>
  );
}
