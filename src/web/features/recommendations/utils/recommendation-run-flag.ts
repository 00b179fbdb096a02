import {
  readLocalValue,
  recommendationRunKey,
  removeLocalValue,
  writeLocalValue,
} from '#web/lib/keel-storage.ts';

/**
 * Spec §4: the per-account flag in local storage marking a run in progress, so a reload or another
 * page visit picks the run up again. `dismissed` records that the user closed the progress dialog.
 */
export type RunFlag = {
  /** The run's creation time (the server's clock), from which progress is restored. */
  startedAt: string;
  recommendationId: string;
  startedBy: string | null;
  dismissed?: boolean;
};

export function readRunFlag(accountId: string): RunFlag | null {
  const raw = readLocalValue(recommendationRunKey(accountId));
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<RunFlag>;
    if (typeof value.startedAt !== 'string' || typeof value.recommendationId !== 'string') return null;
    return {
      startedAt: value.startedAt,
      recommendationId: value.recommendationId,
      startedBy: typeof value.startedBy === 'string' ? value.startedBy : null,
      ...(value.dismissed ? { dismissed: true } : {}),
    };
  } catch {
    return null;
  }
}

export function writeRunFlag(accountId: string, flag: RunFlag) {
  writeLocalValue(recommendationRunKey(accountId), JSON.stringify(flag));
}

export function clearRunFlag(accountId: string) {
  removeLocalValue(recommendationRunKey(accountId));
}
