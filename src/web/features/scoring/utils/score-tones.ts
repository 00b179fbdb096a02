import { type ImportanceBand, importanceBand, type ScoreBand, scoreBand } from '#domain/scoring.ts';

/** Spec 2 §9 colour bands as the badge tones of the design system (bar and text colours: lib/band-classes). */
export const scoreToneOf = (score: number | null | undefined): ScoreBand => scoreBand(score);

/** The importance badge: red, orange, yellow, blue or grey (orange has its own classes). */
export function importanceBadge(importance: number | null | undefined): {
  band: ImportanceBand;
  tone: 'red' | 'yellow' | 'blue' | 'grey' | undefined;
  className?: string;
} {
  const band = importanceBand(importance);
  if (band === 'orange')
    return {
      band,
      tone: undefined,
      className: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
    };
  return { band, tone: band };
}
