import { CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { billingMessages } from '#domain/billing.ts';
import { StatusCard } from '#web/components/status-card.tsx';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { useSubscription } from '../api/subscription';
import { CheckoutReturnLinks } from '../components/checkout-return-links';
import { SubscriptionStatusBadge } from '../components/subscription-status-badge';

/** /billing/{accountId}/success, without the sidebar: where the provider's checkout returns after paying. */
export function BillingSuccessPage() {
  const { accountId = '' } = useParams();
  // The provider's event may land a moment after the customer: poll until the plan shows as active.
  const subscription = useSubscription(accountId, { pollUntilSubscribed: true });
  usePageMeta('Payment Successful', 'Your Keel subscription payment went through.');

  useEffect(() => {
    toast.success(billingMessages.activatedTitle, {
      id: 'subscription-activated',
      description: billingMessages.activatedDescription,
    });
  }, []);

  return (
    <StatusCard
      icon={CircleCheck}
      tone="success"
      title="Payment Successful!"
      description={
        <>
          <span className="block font-medium text-foreground">{billingMessages.activatedTitle}</span>
          {billingMessages.activatedDescription}
        </>
      }
    >
      <p className="flex items-center gap-2 text-sm text-muted-foreground">
        Status:{' '}
        {subscription.data ? <SubscriptionStatusBadge status={subscription.data.status} /> : 'checking…'}
      </p>
      <CheckoutReturnLinks
        accountId={accountId}
        billingLabel="View Billing Details"
        dashboardLabel="Go to Dashboard"
      />
    </StatusCard>
  );
}
