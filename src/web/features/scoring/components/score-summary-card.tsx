import { progressPercent } from '#domain/scoring.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { barClassOf, textClassOf } from '#web/lib/band-classes.ts';
import { cn } from '#web/lib/cn.ts';
import type { ScoreOverview } from '../api/scoring';
import { scoreToneOf } from '../utils/score-tones';

/** Spec 2 §2: the large score out of 100 ('—' until something is completed), label, progress and counts. */
export function ScoreSummaryCard({ overview }: { overview: ScoreOverview }) {
  const tone = scoreToneOf(overview.score);
  const { counts } = overview;
  return (
    <Card>
      <CardContent className="flex flex-col gap-5 p-6 sm:flex-row sm:items-center">
        <div className="flex flex-col items-start gap-2 sm:w-48">
          <span className="text-sm font-medium text-muted-foreground" id="overall-score-label">
            Readiness score
          </span>
          <div className="flex items-baseline gap-1">
            <span
              className={cn('text-5xl font-semibold tabular-nums', textClassOf[tone])}
              data-testid="overall-score"
            >
              {overview.score ?? '—'}
            </span>
            <span className="text-muted-foreground">/ 100</span>
          </div>
          {overview.label && <Badge tone={tone}>{overview.label}</Badge>}
        </div>
        <div className="flex flex-1 flex-col gap-3">
          <Progress
            value={progressPercent(counts)}
            aria-label="Factors analysed"
            indicatorClassName={barClassOf[tone === 'grey' ? 'green' : tone]}
          />
          <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
            {(
              [
                ['Completed', counts.completed],
                ['Processing', counts.processing],
                ['Pending', counts.pending],
                ['Total factors', counts.total],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="flex flex-col">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="text-lg font-semibold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          {overview.waitingReanalysis > 0 && (
            <p className="text-sm text-warning-soft-foreground">
              {overview.waitingReanalysis}{' '}
              {overview.waitingReanalysis === 1 ? 'factor waits' : 'factors wait'} for re-analysis after
              answers or documents changed.
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
