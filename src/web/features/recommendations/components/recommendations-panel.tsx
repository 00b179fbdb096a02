import { GitCompareArrows, LoaderCircle, Sparkles } from 'lucide-react';
import { DisabledReason } from '#web/components/disabled-reason.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { useAnswersHash } from '../hooks/use-answers-hash';
import { useRecommendationRun } from '../hooks/use-recommendation-run';
import { RecommendationsDialog } from './recommendations-dialog';

type RecommendationsPanelProps = {
  accountId: string;
  userId: string | undefined;
  /** The account's current answers, of questions that still exist; keep the array stable between renders. */
  answers: readonly { questionId: string; value: string }[];
};

/**
 * The questionnaire's recommendation controls: the 'Changes detected' badge, the button that
 * generates or shows the recommendations, and their dialog.
 */
export function RecommendationsPanel({ accountId, userId, answers }: RecommendationsPanelProps) {
  const run = useRecommendationRun(accountId, userId);
  const hash = useAnswersHash(answers);
  const active = run.recommendations.data?.active ?? null;
  const changesDetected = Boolean(active?.sourceAnswersHash && hash && hash !== active.sourceAnswersHash);
  const generateBlockedReason = answers.length === 0 ? 'Answer at least one question first.' : null;

  function openOrGenerate() {
    if (!run.isRunning && !active && !generateBlockedReason && run.recommendations.isSuccess) run.generate();
    else run.setDialogOpen(true);
  }

  // When they could not be loaded, the button opens the dialog's error and retry: none may exist.
  const unavailable = run.recommendations.isError && !run.recommendations.data;
  const label = run.isRunning
    ? 'View Progress'
    : active || unavailable
      ? 'View Recommendations'
      : 'Generate Recommendations';
  const blocked = !run.isRunning && !active && run.recommendations.isSuccess ? generateBlockedReason : null;

  return (
    <div className="flex flex-wrap items-center gap-2">
      {changesDetected && (
        <Badge tone="yellow" className="py-1">
          <GitCompareArrows aria-hidden="true" />
          Changes detected
        </Badge>
      )}
      <DisabledReason reason={blocked}>
        <Button
          variant={changesDetected || !active ? 'primary' : 'outline'}
          onClick={openOrGenerate}
          disabled={Boolean(blocked)}
          loading={run.isStarting}
        >
          {run.isRunning ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            !run.isStarting && <Sparkles aria-hidden="true" />
          )}
          {label}
        </Button>
      </DisabledReason>
      <RecommendationsDialog
        run={run}
        changesDetected={changesDetected}
        hashKnown={hash !== null}
        generateBlockedReason={generateBlockedReason}
      />
    </div>
  );
}
