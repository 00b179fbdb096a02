import { Card } from '#web/components/ui/card.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import type { QuestionnaireProgress as Progression } from '../api/questionnaire';

/** The progress bar with 'N of M completed', the last-updated date and, when any, the expired count. */
export function QuestionnaireProgress({
  progress,
  lastUpdatedAt,
  expiredCount,
}: {
  progress: Progression;
  lastUpdatedAt: string | null;
  expiredCount: number;
}) {
  return (
    <Card className="flex flex-col gap-3 p-4 sm:p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p id="questionnaire-progress-label" className="text-sm font-medium">
          {`${progress.completed} of ${progress.total} completed`}
        </p>
        <p className="text-xs text-muted-foreground">
          {lastUpdatedAt ? `Last updated ${formatDate(lastUpdatedAt)}` : 'No answers yet'}
        </p>
      </div>
      <Progress
        value={progress.percent}
        aria-labelledby="questionnaire-progress-label"
        indicatorClassName={progress.isComplete ? 'bg-success' : undefined}
      />
      {expiredCount > 0 && (
        <p className="text-xs font-medium text-destructive">
          {expiredCount === 1
            ? '1 answer has expired: confirm it is still accurate or update it.'
            : `${expiredCount} answers have expired: confirm they are still accurate or update them.`}
        </p>
      )}
    </Card>
  );
}
