import { ExternalLink, RefreshCw } from 'lucide-react';
import { toast } from 'sonner';
import { billingMessages } from '#domain/billing.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import type { Subscription } from '../api/subscription';
import { formatLongDate } from '../utils/format-long-date';
import { SubscriptionStatusBadge } from './subscription-status-badge';

type SubscriptionCardProps = {
  subscription: Subscription | undefined;
  canManage: boolean;
  onManage: () => void;
  isOpeningPortal: boolean;
  onRefresh: () => Promise<{ isError: boolean }>;
  isRefreshing: boolean;
};

/** Status badge, period end, Manage Subscription (owners and admins) and Refresh Status. */
export function SubscriptionCard(props: SubscriptionCardProps) {
  const { subscription, canManage } = props;
  const refresh = async () => {
    const result = await props.onRefresh();
    if (result.isError) toast.error(billingMessages.refreshFailed);
    else toast.success(billingMessages.refreshed);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscription Status</CardTitle>
        <CardDescription>Your account’s current plan and billing period.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {subscription ? (
          <dl className="grid gap-3 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-6">
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              <SubscriptionStatusBadge status={subscription.status} />
            </dd>
            <dt className="text-muted-foreground">
              {subscription.cancel_at_period_end ? 'Ends on' : 'Current period ends'}
            </dt>
            <dd className="font-medium">{formatLongDate(subscription.current_period_end)}</dd>
          </dl>
        ) : (
          <div role="status" className="flex flex-col gap-3">
            <span className="sr-only">Loading subscription…</span>
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-5 w-56" />
          </div>
        )}
        {!canManage && (
          <Alert tone="info">
            <p className="font-medium">{billingMessages.nonManager}</p>
            <p>{billingMessages.nonManagerDescription}</p>
          </Alert>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          {canManage && subscription?.status && (
            <Button onClick={props.onManage} loading={props.isOpeningPortal}>
              {!props.isOpeningPortal && <ExternalLink aria-hidden="true" />}
              Manage Subscription
            </Button>
          )}
          <Button variant="outline" onClick={refresh} loading={props.isRefreshing}>
            {!props.isRefreshing && <RefreshCw aria-hidden="true" />}
            Refresh Status
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
