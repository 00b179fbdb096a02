import { History } from 'lucide-react';
import { useState } from 'react';
import { Popover, PopoverContent, PopoverTrigger } from '#web/components/ui/popover.tsx';
import { LoadingStatus } from '#web/components/ui/skeleton.tsx';
import { cn } from '#web/lib/cn.ts';
import { formatDate } from '#web/lib/format-date.ts';
import { useAnswerHistory } from '../api/answer-history';
import type { Question } from '../api/questionnaire';

/** Every value the answer has had, newest first, with who saved it and when (answers are append-only). */
export function AnswerHistoryPopover({
  accountId,
  question,
}: {
  accountId: string;
  question: Pick<Question, 'id' | 'questionText'>;
}) {
  const [open, setOpen] = useState(false);
  const history = useAnswerHistory(accountId, question.id, open);

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger
        className={cn(
          'inline-flex cursor-pointer items-center gap-1 rounded-sm text-xs text-muted-foreground underline-offset-4',
          'hover:text-foreground hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        )}
      >
        <History className="size-3.5" aria-hidden="true" />
        History
        <span className="sr-only"> of this answer</span>
      </PopoverTrigger>
      <PopoverContent className="w-80 max-w-[calc(100vw-2rem)] p-3" aria-label="Answer history">
        <p className="mb-2 text-xs font-medium text-muted-foreground">Answer history</p>
        {history.isPending ? (
          <LoadingStatus className="gap-2" lines={['h-4 w-full', 'h-4 w-2/3']} />
        ) : history.isError ? (
          <p className="text-sm text-destructive">Failed to load the history of this answer</p>
        ) : (
          <ol className="flex max-h-64 flex-col gap-2 overflow-y-auto">
            {history.data.map((version) => (
              <li key={version.savedAt} className="flex flex-col gap-0.5 rounded-md bg-muted/60 px-2 py-1.5">
                <span className="text-sm wrap-anywhere whitespace-pre-wrap">{version.value}</span>
                <span className="text-xs text-muted-foreground">
                  {formatDate(version.savedAt)}
                  {version.answeredByEmail ? ` · ${version.answeredByEmail}` : ''}
                  {version.current ? ' · current' : ''}
                </span>
              </li>
            ))}
          </ol>
        )}
      </PopoverContent>
    </Popover>
  );
}
