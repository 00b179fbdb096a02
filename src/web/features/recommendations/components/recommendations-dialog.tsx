import { RefreshCw, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { DisabledReason } from '#web/components/disabled-reason.tsx';
import { EmptyState } from '#web/components/empty-state.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogCancel, DialogFrame, DialogPanelFooter } from '#web/components/ui/dialog.tsx';
import { LoadingStatus } from '#web/components/ui/skeleton.tsx';
import { formatDate } from '#web/lib/format-date.ts';
import { FETCH_FAILED, type RecommendationRun } from '../hooks/use-recommendation-run';
import { RecommendationProgressView } from './recommendation-progress-view';
import { RecommendationResult } from './recommendation-result';

type RecommendationsDialogProps = {
  run: RecommendationRun;
  changesDetected: boolean;
  /** Whether the answers have not been compared (hash unavailable): updating is then always offered. */
  hashKnown: boolean;
  /** Why a run cannot start (nothing answered yet), or null. */
  generateBlockedReason: string | null;
};

/** The recommendations dialog: generation progress while a run is going, else the latest recommendation. */
export function RecommendationsDialog({
  run,
  changesDetected,
  hashKnown,
  generateBlockedReason,
}: RecommendationsDialogProps) {
  const { recommendations, dialogOpen, setDialogOpen } = run;
  const data = recommendations.data;
  const active = data?.active ?? null;
  const latest = data?.latest ?? null;
  // Unknown is not none: without the data, generating is not offered as if nothing existed.
  const unavailable = recommendations.isError && !data;
  const failedLast = latest?.status === 'errored' && (!active || latest.createdAt > active.createdAt);

  let body: ReactNode;
  if (run.run) {
    body = <RecommendationProgressView key={run.run.recommendationId} startedAt={run.run.startedAt} />;
  } else if (recommendations.isPending) {
    body = <LoadingStatus className="gap-3" lines={['h-20 w-full', 'h-4 w-1/2', 'h-16 w-full']} />;
  } else if (unavailable) {
    // The run hook has toasted the failure already.
    body = <LoadError message={FETCH_FAILED} onRetry={() => recommendations.refetch()} toast={false} />;
  } else {
    body = (
      <div className="flex flex-col gap-4">
        {failedLast && (
          <Alert tone="error">
            <p className="font-medium">The last generation failed.</p>
            <p>{latest?.errorMessage ?? 'Please try again.'}</p>
          </Alert>
        )}
        {active && changesDetected && (
          <Alert tone="warning">
            <p className="font-medium">Changes detected</p>
            <p>
              Your answers have changed since these recommendations were generated on{' '}
              {formatDate(active.completedAt ?? active.createdAt)}. Update them to reflect the changes.
            </p>
          </Alert>
        )}
        {active ? (
          <RecommendationResult recommendation={active} />
        ) : (
          <EmptyState icon={Sparkles} title="No recommendations yet" as="p">
            Keel turns your answers into the list of documents your data room needs, by governance area and
            priority.
          </EmptyState>
        )}
      </div>
    );
  }

  const upToDate = Boolean(active) && hashKnown && !changesDetected;
  const blockedReason =
    generateBlockedReason ??
    (upToDate ? 'Your answers have not changed since these recommendations were generated.' : null);
  const generateLabel = run.isStarting
    ? 'Generating...'
    : active
      ? 'Update Data Room Recommendation'
      : 'Generate Data Room Recommendations';

  return (
    <Dialog open={dialogOpen} onOpenChange={setDialogOpen}>
      <DialogFrame
        panel
        className="max-w-3xl"
        title="Data Room Recommendations"
        description={
          run.run
            ? 'Generating recommendations from your questionnaire answers.'
            : 'The documents your data room should hold, from your questionnaire answers.'
        }
      >
        {/* The list scrolls; it takes focus so keyboard users can scroll it too. */}
        <div
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region with no controls must be focusable.
          tabIndex={0}
          className="min-h-0 flex-1 overflow-y-auto p-5 outline-none focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:ring-inset sm:p-6"
        >
          {body}
        </div>
        <DialogPanelFooter>
          <DialogCancel>Close</DialogCancel>
          {!run.run && !recommendations.isPending && !unavailable && (
            <DisabledReason reason={run.isStarting ? null : blockedReason}>
              <Button
                variant={active && !changesDetected ? 'outline' : 'primary'}
                onClick={run.generate}
                loading={run.isStarting}
                disabled={Boolean(blockedReason)}
                className="w-full sm:w-auto"
              >
                {!run.isStarting && <RefreshCw aria-hidden="true" />}
                {generateLabel}
              </Button>
            </DisabledReason>
          )}
        </DialogPanelFooter>
      </DialogFrame>
    </Dialog>
  );
}
