import type { ColourBand } from '#domain/bands.ts';

/** Spec 2 §9 colour bands as the design system's bar colours (a Progress's indicatorClassName). */
export const barClassOf: Record<ColourBand, string> = {
  green: 'bg-success',
  yellow: 'bg-warning',
  red: 'bg-destructive',
  grey: 'bg-muted-foreground',
};
