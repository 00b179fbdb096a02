import { useEffect, useState } from 'react';
import {
  advanceProgress,
  remainingTimeText,
  restoredProgress,
  stageText,
} from '../../../../domain/recommendation-progress';
import { Progress } from '../../../components/ui/progress';

/**
 * Spec §4 'Progress display': an estimate growing about 1.11 points a second from the run's start;
 * opened mid-run it restores from the start time, capped at 95. Remaining time and the stage text
 * follow the percent.
 */
export function RecommendationProgressView({ startedAt }: { startedAt: string }) {
  const [progress, setProgress] = useState(() => restoredProgress(Date.now() - Date.parse(startedAt)));

  useEffect(() => {
    const timer = window.setInterval(() => setProgress((current) => advanceProgress(current, 1)), 1000);
    return () => window.clearInterval(timer);
  }, []);

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
      <p className="text-xs text-muted-foreground tabular-nums">{remainingTimeText(progress)}</p>
      <p className="text-sm text-muted-foreground">
        Keel is reading your answers and building the list of documents your data room needs. You can close
        this window: generation carries on, and you will be told when it is ready.
      </p>
    </div>
  );
}
