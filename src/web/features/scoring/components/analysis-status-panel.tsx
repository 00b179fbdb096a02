import { Play, RefreshCw, RotateCcw, TimerReset } from 'lucide-react';
import { type EffectiveRole, hasRequiredRole } from '#domain/roles.ts';
import { progressPercent, scoringPermissions } from '#domain/scoring.ts';
import { ConfirmDialog } from '#web/components/ui/alert-dialog.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Progress } from '#web/components/ui/progress.tsx';
import { formatLongDate } from '#web/lib/format-date.ts';
import type { ScoreOverview } from '../api/scoring';
import { useScoringAction } from '../api/use-scoring-actions';

/**
 * Spec 2 §2 'Analysis status panel': progress, failed and processing badges, last update, and
 * 'Resume Analysis' (pending factors), 'Retry Failed', 'Reset Stuck' (processing factors) and
 * 'Reset All to Pending'. Resets need an owner or admin (ADR 0013); members see why not. Reset All
 * asks first: it clears every score and rationale, which takes a whole analysis run to rebuild.
 */
export function AnalysisStatusPanel({
  accountId,
  overview,
  accountRole,
}: {
  accountId: string;
  overview: ScoreOverview;
  accountRole: EffectiveRole | undefined;
}) {
  const resume = useScoringAction(accountId, 'start');
  const retry = useScoringAction(accountId, 'retry-failed');
  const resetStuck = useScoringAction(accountId, 'reset-stuck');
  const resetAll = useScoringAction(accountId, 'reset-all');
  const { counts } = overview;
  const mayReset = accountRole !== undefined && hasRequiredRole(accountRole, scoringPermissions.resetAll);
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center gap-2">
        <CardTitle className="text-base">Analysis status</CardTitle>
        {counts.processing > 0 && <Badge tone="blue">{counts.processing} processing</Badge>}
        {counts.failed > 0 && <Badge tone="yellow">{counts.failed} failed</Badge>}
        {overview.lastUpdated && (
          <span className="ml-auto text-xs text-muted-foreground">
            Last updated {formatLongDate(overview.lastUpdated)},{' '}
            {new Date(overview.lastUpdated).toLocaleTimeString('en-US', {
              hour: 'numeric',
              minute: '2-digit',
            })}
          </span>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <Progress value={progressPercent(counts)} aria-label="Analysis progress" />
        <div className="flex flex-wrap gap-2">
          {counts.pending > 0 && (
            <Button onClick={() => resume.mutate()} loading={resume.isPending}>
              <Play aria-hidden="true" /> Resume Analysis
            </Button>
          )}
          <Button
            variant="outline"
            onClick={() => retry.mutate()}
            loading={retry.isPending}
            disabled={counts.failed === 0}
          >
            <RefreshCw aria-hidden="true" /> Retry Failed
          </Button>
          {counts.processing > 0 && mayReset && (
            <Button variant="outline" onClick={() => resetStuck.mutate()} loading={resetStuck.isPending}>
              <TimerReset aria-hidden="true" /> Reset Stuck
            </Button>
          )}
          {mayReset && (
            <ConfirmDialog
              trigger={
                <Button variant="outline" loading={resetAll.isPending}>
                  <RotateCcw aria-hidden="true" /> Reset All to Pending
                </Button>
              }
              title="Reset all factors to pending?"
              description="Every factor's score, rationale and evidence is cleared, and the readiness score is empty until the analysis runs again."
              confirmLabel="Reset All"
              onConfirm={() => resetAll.mutate()}
              pending={resetAll.isPending}
            />
          )}
        </div>
        {!mayReset && (
          <p className="text-xs text-muted-foreground">Only account owners and admins can reset factors.</p>
        )}
      </CardContent>
    </Card>
  );
}
