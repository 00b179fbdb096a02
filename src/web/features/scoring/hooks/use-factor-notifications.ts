import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { scoreMessages } from '#domain/scoring.ts';
import type { FactorScore } from '../api/scoring';

/** How long a factor that just changed keeps its 'Updated' tag. */
export const UPDATED_TAG_MS = 10_000;

type Seen = { status: string; lastScoredAt: string | null };

/**
 * Spec 2 §4: a factor that turns completed or failed raises a notification, and a recently
 * updated factor is highlighted. Compares each refetch with the last; the first load is quiet.
 * A factor scored again without passing through 'processing' on screen (the tester answers in
 * well under the 2-second poll) is updated too: its tag shows, and the tester's own toast says it.
 * One toast per kind is replaced rather than stacked, so a full run does not bury the page.
 */
export function useFactorNotifications(factors: readonly FactorScore[] | undefined) {
  const previous = useRef<Map<string, Seen> | null>(null);
  const [updated, setUpdated] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!factors) return;
    const before = previous.current;
    previous.current = new Map(
      factors.map((factor) => [factor.id, { status: factor.status, lastScoredAt: factor.lastScoredAt }]),
    );
    if (!before) return;
    const finished = (factor: FactorScore) => factor.status === 'completed' || factor.status === 'failed';
    const changed = factors.filter((factor) => {
      const was = before.get(factor.id);
      return (
        was !== undefined &&
        finished(factor) &&
        (was.status !== factor.status || was.lastScoredAt !== factor.lastScoredAt)
      );
    });
    if (changed.length === 0) return;
    const turned = changed.filter((factor) => before.get(factor.id)!.status !== factor.status);
    const failed = turned.filter((factor) => factor.status === 'failed');
    const completed = turned.filter((factor) => factor.status === 'completed');
    if (completed.length) {
      toast.success(scoreMessages.factorCompleted, {
        id: 'factor-completed',
        description: completed.length === 1 ? completed[0]!.questionText : `${completed.length} factors`,
      });
    }
    if (failed.length) {
      toast.error(scoreMessages.factorFailed, {
        id: 'factor-failed',
        description: failed.length === 1 ? failed[0]!.questionText : `${failed.length} factors`,
      });
    }
    const ids = changed.map((factor) => factor.id);
    setUpdated((current) => new Set([...current, ...ids]));
    const timer = setTimeout(
      () => setUpdated((current) => new Set([...current].filter((id) => !ids.includes(id)))),
      UPDATED_TAG_MS,
    );
    return () => clearTimeout(timer);
  }, [factors]);

  return updated;
}
