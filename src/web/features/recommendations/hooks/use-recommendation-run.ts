import { useCallback, useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useRecommendations } from '../api/recommendations';
import { useStartRecommendation } from '../api/use-start-recommendation';
import { clearRunFlag, type RunFlag, readRunFlag, writeRunFlag } from '../utils/recommendation-run-flag';

export const GENERATED = 'Recommendations generated successfully!';
export const GENERATION_ERRORED = 'Failed to generate recommendations due to an error. Please try again.';
export const FETCH_FAILED = 'Failed to fetch recommendation data';

/**
 * Spec §4 'Recommendation generation' on the questionnaire: the in-progress flag (local storage, per
 * account), polling every 5 s while a run is going, and the outcome. The run is complete when it has
 * become the active recommendation (necessarily newer than the one active when it started): polling
 * stops, the flag clears, a success toast appears and the dialog opens on the result. An errored run
 * stops polling and is announced only to the user who started it. Closing the dialog mid-run marks
 * the run dismissed: it keeps polling quietly until completion.
 */
type RunOptions = {
  /** How often to poll while a run is going: 5 s on the questionnaire, 2 s on the data room. */
  pollMs?: number;
  /** Whether the dialog opens on the result (questionnaire) or closes, the page showing it (data room). */
  openOnComplete?: boolean;
};

export function useRecommendationRun(
  accountId: string,
  userId: string | undefined,
  { pollMs, openOnComplete = true }: RunOptions = {},
) {
  const [run, setRunState] = useState<RunFlag | null>(() => readRunFlag(accountId));
  // Reopening the page mid-run shows the progress again, unless the user had closed it.
  const [dialogOpen, setDialogOpen] = useState(() => {
    const flag = readRunFlag(accountId);
    return Boolean(flag && !flag.dismissed);
  });
  const recommendations = useRecommendations(accountId, {
    poll: run !== null,
    ...(pollMs ? { pollMs } : {}),
  });
  const start = useStartRecommendation(accountId);

  const setRun = useCallback(
    (flag: RunFlag | null) => {
      if (flag) writeRunFlag(accountId, flag);
      else clearRunFlag(accountId);
      setRunState(flag);
    },
    [accountId],
  );

  const { data } = recommendations;
  useEffect(() => {
    if (!data) return;
    const { latest, active } = data;
    if (!run) {
      // A run started elsewhere (another tab, a colleague): follow it without opening the dialog.
      if (latest?.status === 'processing') {
        setRun({
          startedAt: latest.createdAt,
          recommendationId: latest.id,
          startedBy: latest.startedBy,
          dismissed: true,
        });
      }
      return;
    }
    if (active?.id === run.recommendationId) {
      setRun(null);
      toast.success(GENERATED);
      setDialogOpen(openOnComplete);
      return;
    }
    if (latest?.id === run.recommendationId) {
      if (latest.status === 'errored') {
        setRun(null);
        if (userId && run.startedBy === userId) toast.error(GENERATION_ERRORED);
      } else if (latest.status === 'complete') {
        // Complete but no longer active: a later run has already replaced it.
        setRun(null);
      }
      return;
    }
    if (latest?.status === 'processing') {
      setRun({
        ...run,
        startedAt: latest.createdAt,
        recommendationId: latest.id,
        startedBy: latest.startedBy,
      });
    } else if (!latest || Date.parse(latest.createdAt) > Date.parse(run.startedAt)) {
      // The flag names a run the server no longer has as its newest: nothing is running.
      setRun(null);
    }
  }, [data, run, setRun, userId, openOnComplete]);

  // Every failed load or poll says so (spec §8), as one toast that a later failure renews.
  const { errorUpdateCount, isError } = recommendations;
  useEffect(() => {
    if (isError && errorUpdateCount > 0) toast.error(FETCH_FAILED, { id: 'recommendations-fetch' });
  }, [errorUpdateCount, isError]);

  const changeDialogOpen = useCallback(
    (open: boolean) => {
      setDialogOpen(open);
      if (!open && run && !run.dismissed) setRun({ ...run, dismissed: true });
    },
    [run, setRun],
  );

  const generate = useCallback(() => {
    start.mutate(undefined, {
      onSuccess: (record) => {
        if (record.status === 'processing') {
          setRun({ startedAt: record.createdAt, recommendationId: record.id, startedBy: record.startedBy });
        }
        setDialogOpen(true);
      },
    });
  }, [start, setRun]);

  const latest = data?.latest ?? null;
  return {
    recommendations,
    /** The run being followed, or null. */
    run,
    isRunning: run !== null || latest?.status === 'processing',
    generate,
    isStarting: start.isPending,
    dialogOpen,
    setDialogOpen: changeDialogOpen,
  };
}

export type RecommendationRun = ReturnType<typeof useRecommendationRun>;
