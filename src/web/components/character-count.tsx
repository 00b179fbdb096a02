import { cn } from '../lib/cn';

/**
 * How much of a length-capped field is used ('37/100'), so the cap is never a silent cut. Reaching
 * it says so in words, and screen readers hear it then (not on every keystroke).
 */
export function CharacterCount({
  length,
  max,
  showFrom = 0,
  className,
}: {
  length: number;
  max: number;
  /** For long caps: shown only once the text is this long. */
  showFrom?: number;
  className?: string;
}) {
  if (length < showFrom) return null;
  const full = length >= max;
  return (
    <span
      className={cn(
        'text-xs tabular-nums',
        full ? 'font-medium text-warning-soft-foreground' : 'text-muted-foreground',
        className,
      )}
    >
      <span aria-hidden="true">{full ? `${max}/${max}, the maximum` : `${length}/${max}`}</span>
      <span className="sr-only" aria-live="polite">
        {full ? `${max} characters, the maximum` : ''}
      </span>
    </span>
  );
}
