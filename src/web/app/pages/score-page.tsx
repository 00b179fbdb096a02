import { Gauge, Play } from 'lucide-react';
import { scoreMessages } from '#domain/scoring.ts';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageHeader } from '#web/components/page-header.tsx';
import { QueryStatus } from '#web/components/query-view.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { useScoreOverview } from '#web/features/scoring/api/scoring.ts';
import { useScoringAction } from '#web/features/scoring/api/use-scoring-actions.ts';
import { AnalysisStatusPanel } from '#web/features/scoring/components/analysis-status-panel.tsx';
import { AreaCards } from '#web/features/scoring/components/area-cards.tsx';
import { AreaScoreChart } from '#web/features/scoring/components/area-score-chart.tsx';
import { ScoreSummaryCard } from '#web/features/scoring/components/score-summary-card.tsx';
import { useScoreEvents } from '#web/features/scoring/hooks/use-score-events.ts';
import { useAccountPage } from './use-account-page';

export const SCORE_TITLE = 'Readiness Score';

/**
 * Spec 2 §2 'Score overview page': the score out of 100, the analysis status panel and a card per
 * governance area (with the same scores drawn as a chart). Polls every 2000 ms while factors wait.
 */
export function ScorePage() {
  const { accountId, account } = useAccountPage(
    SCORE_TITLE,
    'Your due-diligence readiness score: every governance factor scored from your answers and documents.',
  );
  const overview = useScoreOverview(accountId);
  useScoreEvents(accountId);
  const start = useScoringAction(accountId, 'start');
  if (account.missing) return null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={SCORE_TITLE}
        description="Each factor is scored 0–10 from your questionnaire answers and data room documents, weighted by importance into a score out of 100."
      />
      <QueryStatus
        query={overview}
        loading={{
          busy: true,
          label: 'Loading the score',
          className: 'gap-4',
          lines: ['h-40 w-full', 'h-32 w-full'],
        }}
        errorMessage={scoreMessages.loadFailed}
      />
      {overview.data && overview.data.counts.total === 0 && (
        <Card>
          <CardContent className="p-6">
            <EmptyState
              icon={Gauge}
              title="No factors analysed yet"
              action={
                <Button
                  onClick={() => start.mutate()}
                  loading={start.isPending}
                  disabled={!overview.data.company}
                >
                  <Play aria-hidden="true" /> Start Analysis
                </Button>
              }
            >
              {overview.data.company
                ? 'Start the analysis to score every governance factor from your answers and documents.'
                : 'Add your company in Account Settings and answer the questionnaire first.'}
            </EmptyState>
          </CardContent>
        </Card>
      )}
      {overview.data && overview.data.counts.total > 0 && (
        <>
          <ScoreSummaryCard overview={overview.data} />
          <AnalysisStatusPanel
            accountId={accountId}
            overview={overview.data}
            accountRole={account.data?.role}
          />
          <section className="flex flex-col gap-3" aria-labelledby="areas-heading">
            <h2 id="areas-heading" className="text-lg font-semibold">
              Governance areas
            </h2>
            <div className="grid gap-4 xl:grid-cols-[1fr_20rem]">
              <AreaCards accountId={accountId} areas={overview.data.areas} />
              <AreaScoreChart areas={overview.data.areas} />
            </div>
          </section>
        </>
      )}
    </div>
  );
}
