/** Spec 2 §9's colour bands, on whatever scale a value has: green, yellow, red, or grey without a value. */
export type ColourBand = 'green' | 'yellow' | 'red' | 'grey';

/** The band of `value`: green from `green` up, yellow from `yellow` up, red below, grey when missing. */
export function colourBandOf(
  value: number | null | undefined,
  from: { green: number; yellow: number },
): ColourBand {
  if (value == null) return 'grey';
  if (value >= from.green) return 'green';
  if (value >= from.yellow) return 'yellow';
  return 'red';
}

/** Spec 2 §9's label bands of a 0–100 score: Excellent from 80, Good from 60, Fair from 40, else `lowest`. */
export function labelBandOf<Lowest extends string>(
  score: number,
  lowest: Lowest,
): 'Excellent' | 'Good' | 'Fair' | Lowest {
  if (score >= 80) return 'Excellent';
  if (score >= 60) return 'Good';
  if (score >= 40) return 'Fair';
  return lowest;
}
