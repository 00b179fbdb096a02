import { dataRoomScoreLabel } from '#domain/data-room.ts';
import { scoreBand } from '#domain/scoring.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card } from '#web/components/ui/card.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { barClassOf } from '#web/lib/band-classes.ts';
import { useDataRoomSummary } from '../api/data-room';

/**
 * The data room score (spec 2 §9): the average best match over all recommended files, unmatched
 * counting 0, with its label, and how many recommended files are fulfilled or partly fulfilled.
 */
export function DataRoomScoreCard({ accountId }: { accountId: string }) {
  const summary = useDataRoomSummary(accountId);
  if (summary.isError && !summary.data) return null;
  const data = summary.data;
  const band = scoreBand(data?.score ?? 0);
  return (
    <Card className="p-4 sm:p-5">
      <section
        aria-label="Data room score"
        className="flex flex-col gap-3 sm:flex-row sm:items-center sm:gap-6"
      >
        <div className="flex items-baseline gap-2">
          {data ? (
            <span className="text-4xl font-semibold tabular-nums" data-testid="data-room-score">
              {data.score}
            </span>
          ) : (
            <Skeleton className="h-10 w-14" />
          )}
          <span className="text-sm text-muted-foreground">/ 100</span>
          {data && (
            <Badge tone={band} className="ml-1">
              {dataRoomScoreLabel(data.score)}
            </Badge>
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <p className="text-sm font-medium">Data room score</p>
          <Progress
            value={data?.score ?? 0}
            aria-label="Data room score"
            indicatorClassName={barClassOf[band]}
          />
          {data && (
            <p className="text-xs text-muted-foreground" data-testid="data-room-fulfilment">
              {data.fulfilledCount} of {data.recommendedCount} recommended files fulfilled,{' '}
              {data.partialCount} partly · {data.fileCount} {data.fileCount === 1 ? 'file' : 'files'} uploaded
            </p>
          )}
        </div>
      </section>
    </Card>
  );
}
