/**
 * The recommendation progress display (spec §4 'Progress display', §9): an estimate, not a report
 * from the server. Generation is expected to take about 90 seconds, so the bar grows about 1.11
 * points a second; progress restored after a reload or a reopened dialog is capped at 95, and the
 * bar never reaches 100 before the run really completes. Pure, so it is tested without timers.
 */

/** The spec's estimate of one run. */
export const ESTIMATED_RUN_SECONDS = 90;

/** About 1.11 points a second: 100 points over the 90 second estimate. */
export const PROGRESS_POINTS_PER_SECOND = 100 / ESTIMATED_RUN_SECONDS;

/** Progress restored from a run's start time never shows more than this. */
export const RESTORED_PROGRESS_CAP = 95;

/** A live bar stops just short of full: only the run's completion shows 100. */
export const LIVE_PROGRESS_CAP = 99;

/** Seconds of remaining time per point of progress left (90 s over 100 points). */
export const SECONDS_PER_POINT = 0.9;

/** Where a run that started `elapsedMs` ago is shown when the display is opened or reloaded mid-run. */
export function restoredProgress(elapsedMs: number): number {
  const seconds = Math.max(0, elapsedMs) / 1000;
  return Math.min(RESTORED_PROGRESS_CAP, seconds * PROGRESS_POINTS_PER_SECOND);
}

/** One tick of the live bar: `seconds` more at 1.11 points a second, short of 100. */
export function advanceProgress(progress: number, seconds: number): number {
  if (progress >= LIVE_PROGRESS_CAP) return progress;
  return Math.min(LIVE_PROGRESS_CAP, progress + Math.max(0, seconds) * PROGRESS_POINTS_PER_SECOND);
}

/** The spec's remaining time: (100 − progress) × 0.9 seconds. */
export function remainingSeconds(progress: number): number {
  return Math.max(0, (100 - progress) * SECONDS_PER_POINT);
}

/** 'About 45 seconds remaining'; rounded up, so it never says 0 while the run is going. */
export function remainingTimeText(progress: number): string {
  const seconds = Math.ceil(remainingSeconds(progress));
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
