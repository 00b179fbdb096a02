import { CircleX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { StatusCard } from '#web/components/status-card.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { usePageMeta } from '#web/lib/use-page-meta.ts';

/** /billing/{accountId}/cancel, without the sidebar: the checkout was left without paying. */
export function BillingCancelPage() {
  const { accountId = '' } = useParams();
  usePageMeta('Payment Cancelled', 'The checkout was cancelled; nothing was charged.');
  return (
    <StatusCard
      icon={CircleX}
      tone="error"
      title="Payment Cancelled"
      description="The checkout was cancelled and nothing was charged. You can subscribe whenever you are ready."
    >
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button asChild>
          <Link to={paths.billing(accountId)}>Try Again</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to={paths.dashboard()}>Back to Dashboard</Link>
        </Button>
      </div>
    </StatusCard>
  );
}
