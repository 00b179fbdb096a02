import { Inbox, RefreshCw } from 'lucide-react';
import { paths } from '#web/app/paths.ts';
import { PageHeader } from '#web/components/page-header.tsx';
import { PageLoading } from '#web/components/page-loading.tsx';
import { Alert } from '#web/components/ui/alert.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { HomeLink } from '#web/components/wordmark.tsx';
import { usePageMeta } from '#web/lib/use-page-meta.ts';
import { isOutboxDisabled, useOutbox } from '../api/outbox';
import { OutboxMessageCard } from '../components/outbox-message-card';

/** Development mail outbox: every mail the embedded transport captured, with its link clickable. */
export function OutboxPage() {
  usePageMeta('Mail outbox', 'Emails sent by this Keel instance, captured for development.');
  const outbox = useOutbox();

  return (
    <div className="min-h-dvh">
      <header className="border-b border-border bg-card">
        <div className="mx-auto flex h-14 max-w-3xl items-center justify-between px-4">
          <HomeLink to={paths.home()} />
          <Badge tone="yellow">Development</Badge>
        </div>
      </header>
      <main className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8">
        <PageHeader
          title="Mail outbox"
          description="Emails this instance would have sent, newest first."
          actions={
            <Button
              variant="outline"
              size="sm"
              onClick={() => outbox.refetch()}
              loading={outbox.isFetching}
              disabled={isOutboxDisabled(outbox.error)}
            >
              {!outbox.isFetching && <RefreshCw aria-hidden="true" />}
              Refresh
            </Button>
          }
        />
        <OutboxContent outbox={outbox} />
      </main>
    </div>
  );
}

function OutboxContent({ outbox }: { outbox: ReturnType<typeof useOutbox> }) {
  if (outbox.isPending) return <PageLoading variant="page" />;
  if (isOutboxDisabled(outbox.error)) {
    return (
      <Alert tone="info">
        <p className="font-medium">The outbox is turned off on this instance.</p>
        <p>Mail is delivered through SMTP here, so there is nothing to show.</p>
      </Alert>
    );
  }
  if (outbox.isError) {
    return (
      <Alert tone="error">
        <p>The outbox could not be loaded. Check that the server is running, then refresh.</p>
      </Alert>
    );
  }
  if (outbox.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-border px-6 py-14 text-center">
        <Inbox className="size-8 text-muted-foreground" aria-hidden="true" />
        <h2 className="font-medium">No emails yet</h2>
        <p className="max-w-sm text-sm text-muted-foreground">
          Sign up, resend a verification or request a password reset, and the mail appears here.
        </p>
      </div>
    );
  }
  return (
    <ul className="flex flex-col gap-3" aria-label="Emails">
      {outbox.data.map((message) => (
        <li key={message.id}>
          <OutboxMessageCard message={message} />
        </li>
      ))}
    </ul>
  );
}
