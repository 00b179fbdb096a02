import { useEffect, useState } from 'react';
import { progressAfter, remainingTimeText, stageText } from '#domain/recommendation-progress.ts';
import { Progress } from '#web/components/ui/progress.tsx';

/**
 * Spec §4 'Progress display': an estimate growing about 1.11 points a second from the run's start, up
 * to 95, so a dialog opened mid-run shows what one open all along would. Remaining time and the stage
 * text follow; past the estimate it says the run is taking longer than usual.
 */
export function RecommendationProgressView({ startedAt }: { startedAt: string }) {
  // Counted from the server's start time once, then by this tab's ticks: a clock running behind the
  // server's shows the run from 0 rather than standing still.
  const [elapsedMs, setElapsedMs] = useState(() => Math.max(0, Date.now() - Date.parse(startedAt)));

  useEffect(() => {
    const timer = window.setInterval(() => setElapsedMs((elapsed) => elapsed + 1000), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const progress = progressAfter(elapsedMs);
  const percent = Math.floor(progress);
  const stage = stageText(progress);

  return (
    <div className="flex flex-col gap-3 py-2">
      <div className="flex items-baseline justify-between gap-4">
        <p role="status" className="text-sm font-medium first-letter:uppercase">
          {stage}
        </p>
        <span className="text-sm font-semibold tabular-nums" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <Progress value={progress} aria-label="Generation progress" aria-valuetext={`${percent}%, ${stage}`} />
      <p className="text-xs text-muted-foreground tabular-nums">{remainingTimeText(elapsedMs)}</p>
      <p className="text-sm text-muted-foreground">
        Keel is reading your answers and building the list of documents your data room needs. You can close
        this window: generation carries on, and you will be told when it is ready.
      </p>
    </div>
  );
}
