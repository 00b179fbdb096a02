import { Link } from 'react-router';
import { areaCardStatusLabels, type FactorArea } from '#domain/scoring.ts';
import { paths } from '#web/app/paths.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { barClassOf, textClassOf } from '#web/lib/band-classes.ts';
import { cn } from '#web/lib/cn.ts';
import type { ScoreOverview } from '../api/scoring';
import { scoreToneOf } from '../utils/score-tones';
import { AreaIcon } from './area-icon';

const statusTone = { empty: 'grey', partial: 'blue', complete: 'green' } as const;

/**
 * Spec 2 §2: one card per governance area with its icon, pending / processing / failed badges,
 * completed/total, a progress bar, the percent score and Pending / In Progress / Complete. The
 * whole card is a link to the area detail page.
 */
export function AreaCards({ accountId, areas }: { accountId: string; areas: ScoreOverview['areas'] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2" aria-label="Governance areas">
      {areas.map((area) => {
        const tone = scoreToneOf(area.score);
        return (
          <li key={area.area}>
            <Link
              to={paths.keelScoreArea(accountId, area.area)}
              className={cn(
                'flex h-full flex-col gap-3 rounded-lg border border-border bg-card p-4 transition-colors hover:bg-muted/50',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              )}
            >
              <div className="flex items-start gap-3">
                <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary-soft text-primary-soft-foreground">
                  <AreaIcon area={area.area as FactorArea} className="size-5" />
                </span>
                <div className="flex min-w-0 flex-1 flex-col gap-1">
                  <span className="font-medium">{area.area}</span>
                  <div className="flex flex-wrap gap-1">
                    <Badge tone={statusTone[area.status]}>{areaCardStatusLabels[area.status]}</Badge>
                    {area.counts.pending > 0 && <Badge tone="grey">{area.counts.pending} pending</Badge>}
                    {area.counts.processing > 0 && (
                      <Badge tone="blue">{area.counts.processing} processing</Badge>
                    )}
                    {area.counts.failed > 0 && <Badge tone="yellow">{area.counts.failed} failed</Badge>}
                  </div>
                </div>
                <span className={cn('text-2xl font-semibold tabular-nums', textClassOf[tone])}>
                  {area.score === null ? '—' : `${area.score}%`}
                </span>
              </div>
              <Progress
                value={area.progress}
                aria-label={`${area.area}: factors analysed`}
                indicatorClassName={barClassOf[tone === 'grey' ? 'green' : tone]}
              />
              <span className="text-xs text-muted-foreground">
                {area.counts.completed}/{area.counts.total} factors completed
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
