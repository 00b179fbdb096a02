import { ExternalLink } from 'lucide-react';
import { Card } from '#web/components/ui/card.tsx';
import type { OutboxMessage } from '../api/outbox';

const timeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

// Mail links come from our own server, but only http(s) and same-site paths become clickable.
function isSafeLink(link: string) {
  return /^https?:\/\//i.test(link) || (link.startsWith('/') && !link.startsWith('//'));
}

export function OutboxMessageCard({ message }: { message: OutboxMessage }) {
  const sentAt = new Date(message.createdAt);
  return (
    <Card className="flex flex-col gap-3 p-4">
      <div className="flex flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <h2 className="font-medium">{message.subject}</h2>
        <time dateTime={message.createdAt} className="shrink-0 text-xs text-muted-foreground tabular-nums">
          {Number.isNaN(sentAt.getTime()) ? message.createdAt : timeFormat.format(sentAt)}
        </time>
      </div>
      <p className="text-sm text-muted-foreground">
        To <span className="text-foreground">{message.to}</span>
      </p>
      {message.link && (
        <div className="rounded-md bg-muted px-3 py-2 text-sm">
          {isSafeLink(message.link) ? (
            <a
              href={message.link}
              className="inline-flex items-start gap-1.5 break-all text-primary underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              <ExternalLink className="mt-0.5 size-3.5 shrink-0" aria-hidden="true" />
              {message.link}
            </a>
          ) : (
            <span className="break-all">{message.link}</span>
          )}
        </div>
      )}
      <details className="group text-sm">
        <summary className="w-fit cursor-pointer rounded-sm text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring">
          Show message text
        </summary>
        <pre className="mt-2 max-h-80 overflow-auto rounded-md border border-border bg-background p-3 font-mono text-xs whitespace-pre-wrap">
          {message.text}
        </pre>
      </details>
    </Card>
  );
}
