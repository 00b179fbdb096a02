import type { ColourBand } from '#domain/bands.ts';

/** Spec 2 §9 colour bands as the design system's bar colours (a Progress's indicatorClassName). */
export const barClassOf: Record<ColourBand, string> = {
  green: 'bg-success',
  yellow: 'bg-warning',
  red: 'bg-destructive',
  grey: 'bg-muted-foreground',
};

/** The same bands as the text colour of a large figure drawn in its band (a score, a step's value). */
export const textClassOf: Record<ColourBand, string> = {
  green: 'text-success-soft-foreground',
  yellow: 'text-warning-soft-foreground',
  red: 'text-destructive-soft-foreground',
  grey: 'text-muted-foreground',
};
