import { type ColourBand, colourBandOf } from './bands.ts';

/**
 * The dashboard's three steps (spec 2 §2 'Dashboard', §4 'Dashboard step completion', §9 dashboard
 * values), shared by the server that measures them and the web app that shows them.
 */

export const dashboardSteps = ['questionnaire', 'dataRoom', 'score'] as const;
export type DashboardStep = (typeof dashboardSteps)[number];

/** While uploads are being analysed the dashboard re-reads its values at spec 2 §9's polling pace. */
export const DASHBOARD_POLL_MS = 2000;

/** Spec 2 §4: the data room and score steps are complete from 80 (out of 100). */
export const STEP_COMPLETE_AT = 80;

/**
 * Spec 2 §9 'Dashboard data room value': the mean confidence of the uploaded files as a rounded
 * percentage, 0 with no files. A file without a confidence (still being analysed, failed, or
 * matched to nothing) fulfils nothing yet, so it counts as 0 rather than being left out: the value
 * then never looks better than what the data room actually holds.
 */
export function meanConfidencePercent(confidences: ReadonlyArray<number | null>): number {
  if (confidences.length === 0) return 0;
  const sum = confidences.reduce<number>((total, value) => total + Math.min(1, Math.max(0, value ?? 0)), 0);
  return Math.round((sum / confidences.length) * 100);
}

/** Spec 2 §4: the data room step is complete once its value reaches 80. */
export function isDataRoomStepComplete(value: number): boolean {
  return value >= STEP_COMPLETE_AT;
}

/** Spec 2 §4: the score step is complete once the dashboard score reaches 80. */
export function isScoreStepComplete(value: number): boolean {
  return value >= STEP_COMPLETE_AT;
}

/**
 * The next best action: the first step, in the spec's order, that is not complete (each builds on
 * the one before: answers drive the recommended documents, documents feed the score). Null when
 * all three are complete.
 */
export function nextStep(complete: Readonly<Record<DashboardStep, boolean>>): DashboardStep | null {
  return dashboardSteps.find((step) => !complete[step]) ?? null;
}

export type StepBand = Exclude<ColourBand, 'grey'>;

/**
 * Spec 2 §9 colour bands for a step's value: green from 80, yellow from 60 (from 50 for the
 * questionnaire percent), red below.
 */
export function stepBand(step: DashboardStep, value: number): StepBand {
  // Grey is the band of a missing value; a step always has one.
  return colourBandOf(value, { green: 80, yellow: step === 'questionnaire' ? 50 : 60 }) as StepBand;
}
