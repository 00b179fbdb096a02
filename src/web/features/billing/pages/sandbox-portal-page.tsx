import { Link, useParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { useSubscription } from '../api/subscription';
import { useChangeSandboxSubscription } from '../api/use-sandbox-actions';
import { SandboxNotice } from '../components/sandbox-notice';
import { SubscriptionStatusBadge } from '../components/subscription-status-badge';
import { formatLongDate } from '../utils/format-long-date';

/** The sandbox provider's customer portal (no sidebar): cancel the subscription, or resume a canceled one. */
export function SandboxPortalPage() {
  const { accountId = '' } = useParams();
  const subscription = useSubscription(accountId);
  const change = useChangeSandboxSubscription(accountId);
  usePageMeta('Manage Subscription', 'Cancel or resume the Keel subscription (sandbox portal).');
  const status = subscription.data?.status ?? null;
  const canceled = status === 'canceled' || status === 'cancelled';

  return (
    <Card>
      <CardHeader>
        <SandboxNotice />
        <CardTitle asHeading="h1" className="text-xl">
          Manage Subscription
        </CardTitle>
        <CardDescription>Monthly Plan</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {subscription.isError && (
          <Alert tone="error">
            <p>Error: {subscription.error.message}</p>
          </Alert>
        )}
        {change.error && (
          <Alert tone="error">
            <p>Error: {change.error.message}</p>
          </Alert>
        )}
        {subscription.data ? (
          <dl className="grid grid-cols-[max-content_1fr] gap-x-6 gap-y-3 text-sm">
            <dt className="text-muted-foreground">Status</dt>
            <dd>
              <SubscriptionStatusBadge status={status} />
            </dd>
            <dt className="text-muted-foreground">Current period ends</dt>
            <dd className="font-medium">{formatLongDate(subscription.data.current_period_end)}</dd>
          </dl>
        ) : (
          !subscription.isError && (
            <div role="status" className="flex flex-col gap-3">
              <span className="sr-only">Loading subscription…</span>
              <Skeleton className="h-5 w-40" />
              <Skeleton className="h-5 w-56" />
            </div>
          )
        )}
        {subscription.data && !status && <p className="text-sm">This account has no subscription yet.</p>}
        <div className="flex flex-col gap-2 sm:flex-row">
          {status && !canceled && (
            <Button variant="destructive" loading={change.isPending} onClick={() => change.mutate('cancel')}>
              Cancel Subscription
            </Button>
          )}
          {canceled && (
            <Button loading={change.isPending} onClick={() => change.mutate('resume')}>
              Resume Subscription
            </Button>
          )}
          <Button asChild variant="outline">
            <Link to={paths.billing(accountId)}>Return to Billing</Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
