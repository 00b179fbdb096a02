import { subscriptionStatusTone } from '#domain/billing.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { statusLabel } from '../utils/status-label';

/** The status in the spec's colours (§4): active green, trialing blue, past_due yellow, canceled red, other grey. */
export function SubscriptionStatusBadge({ status }: { status: string | null }) {
  const tone = subscriptionStatusTone(status);
  return (
    <Badge tone={tone} data-tone={tone}>
      {statusLabel(status)}
    </Badge>
  );
}
