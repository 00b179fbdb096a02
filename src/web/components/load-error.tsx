import { useEffect } from 'react';
import { toast as notify } from 'sonner';
import { Alert } from './ui/alert';
import { Button } from './ui/button';

/** Toasts a failed load once while `failed` holds (spec §8), for places that show it another way too. */
export function useLoadErrorToast(message: string, failed: boolean) {
  useEffect(() => {
    if (failed) notify.error(message, { id: `load-error:${message}` });
  }, [message, failed]);
}

/**
 * A failed load, said in the spec's words, with a retry. Spec §8 makes every error a toast, so the
 * same words are toasted once when it appears (one toast however many blocks share them); `toast`
 * is off where the spec keeps a failure quiet.
 */
export function LoadError({
  message,
  onRetry,
  toast = true,
}: {
  message: string;
  onRetry?: () => void;
  toast?: boolean;
}) {
  useLoadErrorToast(message, toast);

  return (
    <Alert tone="error">
      <p className="font-medium">{message}</p>
      <p>Check your connection, then try again.</p>
      {onRetry && (
        <div className="mt-1">
          <Button size="sm" variant="outline" onClick={onRetry}>
            Try again
          </Button>
        </div>
      )}
    </Alert>
  );
}
