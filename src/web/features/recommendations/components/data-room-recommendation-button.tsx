import { LoaderCircle, RefreshCw, Sparkles } from 'lucide-react';
import { DisabledReason } from '#web/components/disabled-reason.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog.tsx';
import { useAnswersHash } from '../hooks/use-answers-hash';
import { GENERATION_ERRORED, type RecommendationRun } from '../hooks/use-recommendation-run';
import { RecommendationProgressView } from './recommendation-progress-view';

export const UP_TO_DATE_REASON = 'Your answers have not changed since these recommendations were generated.';
export const NOTHING_ANSWERED_REASON = 'Answer at least one question first.';

type DataRoomRecommendationButtonProps = {
  /** From `useRecommendationRun(…, { pollMs: 2000, openOnComplete: false })`. */
  run: RecommendationRun;
  /** The account's current answers (of questions that exist), or undefined while unknown; keep it stable. */
  answers: readonly { questionId: string; value: string }[] | undefined;
};

/**
 * The data room's generate/update button (spec 2 §4), in its five states: 'View Progress' while a run
 * is processing; 'Generating...' while one starts; 'Update Data Room Recommendation', highlighted,
 * when the answers' hash differs from the complete recommendation's; 'Generate Data Room
 * Recommendations' when none exists or it has no files; disabled when complete and unchanged. It
 * opens the progress dialog, which the run hook polls for every 2000 ms.
 */
export function DataRoomRecommendationButton({ run, answers }: DataRoomRecommendationButtonProps) {
  const hash = useAnswersHash(answers);
  const active = run.recommendations.data?.active ?? null;
  const latest = run.recommendations.data?.latest ?? null;
  const hasFiles = Boolean(active?.files.some((file) => file.action !== 'remove'));
  const changed = Boolean(active?.sourceAnswersHash && hash && hash !== active.sourceAnswersHash);
  // Unknown answers (hash not computed) never block updating.
  const upToDate = Boolean(active) && hasFiles && hash !== null && !changed;
  const nothingAnswered = answers !== undefined && answers.length === 0;

  let label: string;
  let reason: string | null = null;
  let highlighted = false;
  if (run.isRunning) label = 'View Progress';
  else if (run.isStarting) label = 'Generating...';
  else if (!active || !hasFiles) {
    label = 'Generate Data Room Recommendations';
    highlighted = true;
    if (nothingAnswered) reason = NOTHING_ANSWERED_REASON;
  } else {
    label = 'Update Data Room Recommendation';
    highlighted = changed;
    if (upToDate) reason = UP_TO_DATE_REASON;
  }
  const unavailable =
    run.recommendations.isPending || (run.recommendations.isError && !run.recommendations.data);

  function onClick() {
    if (run.isRunning) run.setDialogOpen(true);
    else run.generate();
  }

  const failedLast = latest?.status === 'errored' && (!active || latest.createdAt > active.createdAt);

  return (
    <>
      <DisabledReason reason={run.isRunning || run.isStarting ? null : reason}>
        <Button
          variant={highlighted || run.isRunning ? 'primary' : 'outline'}
          onClick={onClick}
          disabled={Boolean(reason) || unavailable}
          loading={run.isStarting}
          data-highlighted={highlighted ? 'true' : undefined}
        >
          {run.isRunning ? (
            <LoaderCircle className="animate-spin" aria-hidden="true" />
          ) : (
            !run.isStarting && (active ? <RefreshCw aria-hidden="true" /> : <Sparkles aria-hidden="true" />)
          )}
          {label}
        </Button>
      </DisabledReason>
      <Dialog open={run.dialogOpen} onOpenChange={run.setDialogOpen}>
        <DialogContent className="max-w-lg grid-cols-[minmax(0,1fr)]">
          <DialogHeader>
            <DialogTitle>Generating Recommendations</DialogTitle>
            <DialogDescription>
              Keel is building the list of documents your data room needs from your questionnaire answers.
            </DialogDescription>
          </DialogHeader>
          {run.run ? (
            <RecommendationProgressView key={run.run.recommendationId} startedAt={run.run.startedAt} />
          ) : failedLast ? (
            <Alert tone="error">
              <p className="font-medium">{GENERATION_ERRORED}</p>
              {latest?.errorMessage && <p>{latest.errorMessage}</p>}
            </Alert>
          ) : (
            <p className="text-sm text-muted-foreground">No generation is running.</p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Close</Button>
            </DialogClose>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
