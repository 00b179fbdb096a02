const longUsDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** Spec 2 §9: dates in long US format ("December 23, 2026"), 'N/A' when there is none. */
export function formatLongDate(value: string | null | undefined) {
  if (!value) return 'N/A';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? 'N/A' : longUsDate.format(date);
}
