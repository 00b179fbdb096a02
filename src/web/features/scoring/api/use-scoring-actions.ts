import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { scoreMessages } from '#domain/scoring.ts';
import { paths } from '#web/app/paths.ts';
import { accountKey } from '#web/lib/account.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import type { RunResult } from './scoring';

type Control = 'start' | 'retry-failed' | 'reset-stuck' | 'reset-all';

/** Spec 2 §8: what each control says while it runs, when it worked, and when it did not. */
const texts: Record<
  Control,
  { pending: string; done: (result: RunResult | null) => string; failed: string }
> = {
  start: {
    pending: scoreMessages.starting,
    done: (run) =>
      run?.started && run.enqueued > 0
        ? scoreMessages.started(run.enqueued)
        : (run?.message ?? scoreMessages.nothingToProcess),
    failed: scoreMessages.startFailed,
  },
  'retry-failed': {
    pending: scoreMessages.retrying,
    done: () => scoreMessages.retried,
    failed: scoreMessages.retryFailed,
  },
  'reset-stuck': {
    pending: scoreMessages.resettingStuck,
    done: () => scoreMessages.resetStuck,
    failed: scoreMessages.resetStuckFailed,
  },
  'reset-all': {
    pending: scoreMessages.resettingAll,
    done: () => scoreMessages.resetAll,
    failed: scoreMessages.resetAllFailed,
  },
};

/** Start / Resume Analysis, Retry Failed, Reset Stuck and Reset All, each with its §8 toasts. */
export function useScoringAction(accountId: string, control: Control) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiFetch<RunResult | { reset: number }>(
        control === 'start' ? paths.api.scoringRuns(accountId) : paths.api.scoringControl(accountId, control),
        { method: 'POST' },
      ),
    onMutate: () => {
      toast.info(texts[control].pending, { id: `scoring-${control}` });
    },
    onSuccess: (result) => {
      const run = 'started' in result ? result : null;
      const text = texts[control].done(run);
      if (control === 'start' && !(run?.started && run.enqueued > 0))
        toast.info(text, { id: `scoring-${control}` });
      else toast.success(text, { id: `scoring-${control}` });
    },
    onError: () => {
      toast.error(texts[control].failed, { id: `scoring-${control}` });
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountKey(accountId, 'score') }),
        queryClient.invalidateQueries({ queryKey: accountKey(accountId, 'factorScores') }),
        queryClient.invalidateQueries({ queryKey: accountKey(accountId, 'dashboard') }),
      ]);
    },
  });
}
