import { Link } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Button } from '#web/components/ui/button.tsx';

/** The ways on from a page the checkout returns to: the account's billing page first, then the dashboard. */
export function CheckoutReturnLinks({
  accountId,
  billingLabel,
  dashboardLabel,
}: {
  accountId: string;
  billingLabel: string;
  dashboardLabel: string;
}) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <Button asChild>
        <Link to={paths.billing(accountId)}>{billingLabel}</Link>
      </Button>
      <Button asChild variant="outline">
        <Link to={paths.dashboard()}>{dashboardLabel}</Link>
      </Button>
    </div>
  );
}
