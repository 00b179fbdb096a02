import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { errorMessages } from '#domain/errors.ts';
import { canManageAccount } from '#domain/roles.ts';
import { paths } from '#web/app/paths.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { isAccountMissing, useAccount } from '#web/lib/account.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { useSubscription } from '../api/subscription';
import { useProviderPage } from '../api/use-provider-page';
import { BillingErrorBox } from '../components/billing-error-box';
import { PlanCard } from '../components/plan-card';
import { SubscriptionCard } from '../components/subscription-card';

const STANDING = new Set(['active', 'trialing', 'past_due']);

/**
 * /billing/{accountId} (spec 2 §2): the subscription's status and period, the Monthly Plan, and for
 * owners and admins the buttons that open the provider's checkout or portal in a new tab. An
 * account the caller cannot open sends them to /accounts (§5).
 */
export function BillingPage() {
  const { accountId = '' } = useParams();
  const navigate = useNavigate();
  const account = useAccount(accountId);
  const missing = isAccountMissing(account.error);
  const subscription = useSubscription(missing ? '' : accountId);
  const checkout = useProviderPage(accountId, 'checkout');
  const portal = useProviderPage(accountId, 'portal');
  usePageMeta('Billing', 'Your Keel subscription: status, billing period and plan.');

  useEffect(() => {
    if (!missing) return;
    toast.error(errorMessages.accountNotFound, { id: 'account-not-found' });
    navigate(paths.accounts(), { replace: true });
  }, [missing, navigate]);

  if (!accountId) return <Navigate to={paths.accounts()} replace />;
  const canManage = account.data ? canManageAccount(account.data.role) : false;
  const status = subscription.data?.status ?? null;
  const mayBuy = canManage && subscription.data && !STANDING.has(status ?? '');
  const error = checkout.error ?? portal.error ?? (subscription.isError ? subscription.error.message : null);

  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader
        title="Billing"
        description={account.data ? `Subscription for ${account.data.name}.` : 'Manage your subscription.'}
      />
      <BillingErrorBox message={error} />
      <div className="grid gap-6 lg:grid-cols-2">
        <SubscriptionCard
          subscription={subscription.data}
          canManage={canManage}
          onManage={portal.open}
          isOpeningPortal={portal.isPending}
          onRefresh={() => subscription.refetch()}
          isRefreshing={subscription.isRefetching}
        />
        <PlanCard
          action={
            mayBuy ? (
              <Button onClick={checkout.open} loading={checkout.isPending} className="w-full sm:w-fit">
                Subscribe Now
              </Button>
            ) : null
          }
        />
      </div>
    </div>
  );
}

/** /billing without an account id (spec 2 §5). */
export function BillingWithoutAccountPage() {
  return <Navigate to={paths.accounts()} replace />;
}
