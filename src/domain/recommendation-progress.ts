/**
 * The recommendation progress display (spec §4 'Progress display', §9): an estimate, not a report
 * from the server. Generation is expected to take about 90 seconds, so the bar grows about 1.11
 * points a second up to 95, live or restored after a reload; only the run's completion shows 100.
 * A run still going once the estimate has passed is said to take longer than usual, rather than
 * promising a second that never ends. Pure, so it is tested without timers.
 */

/** The spec's estimate of one run. */
export const ESTIMATED_RUN_SECONDS = 90;

/** About 1.11 points a second: 100 points over the 90 second estimate. */
export const PROGRESS_POINTS_PER_SECOND = 100 / ESTIMATED_RUN_SECONDS;

/** The estimate never shows more than this, live or restored from a run's start time. */
export const PROGRESS_CAP = 95;

/** Seconds of remaining time per point of progress left (90 s over 100 points). */
export const SECONDS_PER_POINT = 0.9;

/** Where a run that started `elapsedMs` ago is shown, whether the display was open all along or not. */
export function progressAfter(elapsedMs: number): number {
  const seconds = Math.max(0, elapsedMs) / 1000;
  return Math.min(PROGRESS_CAP, seconds * PROGRESS_POINTS_PER_SECOND);
}

/** Whether a run that started `elapsedMs` ago has outlasted the 90 second estimate. */
export function isOverdue(elapsedMs: number): boolean {
  return elapsedMs > ESTIMATED_RUN_SECONDS * 1000;
}

/** The spec's remaining time: (100 − progress) × 0.9 seconds. */
export function remainingSeconds(progress: number): number {
  return Math.max(0, (100 - progress) * SECONDS_PER_POINT);
}

export const OVERDUE_TEXT = 'This is taking longer than usual. Keel is still working on it.';

/**
 * 'About 45 seconds remaining' for a run that started `elapsedMs` ago, rounded up so it never says 0
 * while the run is going; past the estimate, that it is taking longer than usual.
 */
export function remainingTimeText(elapsedMs: number): string {
  if (isOverdue(elapsedMs)) return OVERDUE_TEXT;
  // The bar rests at 95 for the estimate's last 4.5 seconds; the countdown goes on to the end of it.
  const estimate = (Math.max(0, elapsedMs) / 1000) * PROGRESS_POINTS_PER_SECOND;
  const seconds = Math.ceil(remainingSeconds(estimate));
  if (seconds <= 1) return 'About 1 second remaining';
  return `About ${seconds} seconds remaining`;
}

/** The spec's stage texts, word for word, by the percent shown. */
export const progressStages = [
  { below: 20, text: 'analysing questionnaire responses' },
  { below: 40, text: 'identifying governance gaps' },
  { below: 60, text: 'generating file recommendations' },
  { below: 80, text: 'prioritising recommendations' },
  { below: 95, text: 'finalising data room structure' },
] as const;

export const FINAL_STAGE_TEXT = 'almost done';

export function stageText(progress: number): string {
  return progressStages.find((stage) => progress < stage.below)?.text ?? FINAL_STAGE_TEXT;
}
