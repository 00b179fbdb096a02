import { CircleX } from 'lucide-react';
import { useParams } from 'react-router';
import { StatusCard } from '#web/components/status-card.tsx';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { CheckoutReturnLinks } from '../components/checkout-return-links';

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
      <CheckoutReturnLinks
        accountId={accountId}
        billingLabel="Try Again"
        dashboardLabel="Back to Dashboard"
      />
    </StatusCard>
  );
}
