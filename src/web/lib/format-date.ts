const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** "4 Mar 2026": unambiguous for readers on either side of the Atlantic. */
export function formatDate(value: string | Date) {
  return dateFormat.format(typeof value === 'string' ? new Date(value) : value);
}

const longDateFormat = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** Spec 2 §9: dates in long US format ("November 23, 2026"), 'N/A' when missing or unreadable. */
export function formatLongDate(value: string | Date | null | undefined) {
  if (value == null || value === '') return 'N/A';
  const date = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(date.getTime()) ? 'N/A' : longDateFormat.format(date);
}
