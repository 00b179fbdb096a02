import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '#web/app/paths.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { useSandboxCheckout } from '../api/use-sandbox-actions';
import { SandboxCardForm } from '../components/sandbox-card-form';
import { SandboxNotice } from '../components/sandbox-notice';

/**
 * The sandbox provider's checkout (no sidebar): the Monthly Plan and a test card form. Paying returns
 * to /billing/{accountId}/success, leaving to /billing/{accountId}/cancel, as Stripe Checkout does.
 */
export function SandboxCheckoutPage() {
  const { accountId = '' } = useParams();
  const navigate = useNavigate();
  const pay = useSandboxCheckout(accountId);
  usePageMeta('Checkout', 'Subscribe to the Keel Monthly Plan (sandbox checkout).');
  const failure = pay.error instanceof ApiError ? pay.error : null;
  const fieldErrors = failure?.fields ?? {};

  return (
    <Card>
      <CardHeader>
        <SandboxNotice />
        <CardTitle asHeading="h1" className="text-xl">
          Subscribe to the Monthly Plan
        </CardTitle>
        <CardDescription>
          Full access, priority support and unlimited team members, billed monthly.
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {pay.error && !failure?.fields && (
          <Alert tone="error">
            <p>Error: {pay.error.message}</p>
          </Alert>
        )}
        <SandboxCardForm
          pending={pay.isPending}
          serverErrors={fieldErrors}
          onPay={(card) =>
            pay.mutate(card, {
              onSuccess: () => navigate(paths.billingSuccess(accountId), { replace: true }),
            })
          }
        />
        <Link
          to={paths.billingCancel(accountId)}
          className="self-center rounded-sm text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          Cancel and return
        </Link>
      </CardContent>
    </Card>
  );
}
