import { Alert } from './ui/alert';
import { Button } from './ui/button';

/** A failed load, said in the spec's words, with a retry. */
export function LoadError({ message, onRetry }: { message: string; onRetry?: () => void }) {
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
