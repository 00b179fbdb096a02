import { z } from 'zod';

/**
 * Characters that draw nothing: zero-width spaces and joiners, the BOM, soft hyphens, bidi marks
 * (Unicode's format category) and the blank letters some scripts have. A name made only of these
 * looks empty on screen, so it counts as blank.
 */
const INVISIBLE = /[\s\p{Cf}\u115F\u1160\u2800\u3164\uFFA0]/gu;

export function isBlank(value: string) {
  return value.replace(INVISIBLE, '') === '';
}

/** A required one-line name: trimmed, not blank (invisible characters alone are blank), at most `max`. */
export function requiredName(messages: { empty: string; tooLong: string }, max: number) {
  return z
    .string({ error: messages.empty })
    .trim()
    .max(max, messages.tooLong)
    .refine((value) => !isBlank(value), messages.empty);
}
