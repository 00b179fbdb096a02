import { Alert } from '#web/components/ui/alert.tsx';

/** Spec 2 §2: the billing error box, 'Error: {message}'. */
export function BillingErrorBox({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert tone="error">
      <p>Error: {message}</p>
    </Alert>
  );
}
