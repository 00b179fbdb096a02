/** A provider status as people read it: 'past_due' → 'Past Due'; none → 'No Subscription'. */
export function statusLabel(status: string | null | undefined) {
  if (!status) return 'No Subscription';
  return status
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
