import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { scoreMessages } from '#domain/scoring.ts';
import type { FactorScore } from '../api/scoring';

/** How long a factor that just changed keeps its 'Updated' tag. */
export const UPDATED_TAG_MS = 10_000;

/**
 * Spec 2 §4: a factor that turns completed or failed raises a notification, and a recently
 * updated factor is highlighted. Compares each refetch with the last; the first load is quiet.
 * One toast per kind is replaced rather than stacked, so a full run does not bury the page.
 */
export function useFactorNotifications(factors: readonly FactorScore[] | undefined) {
  const previous = useRef<Map<string, string> | null>(null);
  const [updated, setUpdated] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!factors) return;
    const before = previous.current;
    previous.current = new Map(factors.map((factor) => [factor.id, factor.status]));
    if (!before) return;
    const changed = factors.filter((factor) => {
      const was = before.get(factor.id);
      return (
        was !== undefined &&
        was !== factor.status &&
        (factor.status === 'completed' || factor.status === 'failed')
      );
    });
    if (changed.length === 0) return;
    const failed = changed.filter((factor) => factor.status === 'failed');
    const completed = changed.filter((factor) => factor.status === 'completed');
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
