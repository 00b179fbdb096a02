import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { isExpired, TEXT_ANSWER_MAX, validateAnswer } from '#domain/questionnaire.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { cn } from '#web/lib/cn.ts';
import { formatDate } from '#web/lib/format-date.ts';
import type { Answer, Question } from '../api/questionnaire';
import { useConfirmAnswer } from '../api/use-confirm-answer';
import { useSaveAnswer } from '../api/use-save-answer';
import { AnswerHistoryPopover } from './answer-history-popover';
import { AnswerInput } from './answer-input';

type QuestionCardProps = {
  accountId: string;
  question: Question;
  answer: Answer | undefined;
  /** Position within its section, from 1. */
  number: number;
  /** No company yet: answers cannot be saved. */
  readOnly: boolean;
};

/**
 * One question: its input, the saved state, and for an expired answer the 'Expired' badge with a way
 * to confirm it unchanged. The card owns the draft, so a failed save never loses what was typed.
 */
export function QuestionCard({ accountId, question, answer, number, readOnly }: QuestionCardProps) {
  const id = useId();
  const textId = `${id}-text`;
  const errorId = `${id}-error`;
  const counterId = `${id}-counter`;
  const save = useSaveAnswer(accountId);
  const confirm = useConfirmAnswer(accountId);

  const savedValue = answer?.value ?? '';
  const [draft, setDraft] = useState(savedValue);
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  // A newer saved value from the server replaces the draft only when the user had not changed it.
  const [syncedFrom, setSyncedFrom] = useState(savedValue);
  if (syncedFrom !== savedValue) {
    setSyncedFrom(savedValue);
    if (draft.trim() === syncedFrom) setDraft(savedValue);
  }

  function commit(raw: string) {
    const trimmed = raw.trim();
    if (trimmed === savedValue || (trimmed === '' && !answer)) {
      setError(null);
      return;
    }
    const checked = validateAnswer(question, raw);
    if (!checked.ok) {
      setError(checked.message);
      return;
    }
    setError(null);
    if (checked.value === savedValue) return;
    save.mutate(
      { questionId: question.id, value: checked.value },
      {
        onSuccess: ({ answer: saved }) => {
          setFailed(false);
          setDraft(saved.value);
        },
        onError: (cause) => {
          setFailed(true);
          if (cause instanceof ApiError && cause.fields?.value) setError(cause.fields.value);
        },
      },
    );
  }

  const expired = answer ? isExpired(new Date(answer.savedAt), question.expirationDays) : false;
  const describedBy =
    [error ? errorId : null, question.answerSet === 'Text' ? counterId : null].filter(Boolean).join(' ') ||
    undefined;

  return (
    <article
      aria-labelledby={textId}
      data-answer-set={question.answerSet}
      data-answered={answer ? 'true' : 'false'}
      className={cn(
        'flex flex-col gap-3 rounded-lg border bg-card p-4 shadow-xs sm:p-5',
        expired ? 'border-destructive/40' : 'border-border',
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="flex min-w-0 gap-2.5">
          <span
            aria-hidden="true"
            className="mt-px shrink-0 text-sm font-medium text-muted-foreground tabular-nums"
          >
            {number}.
          </span>
          <h3 id={textId} className="text-sm leading-snug font-medium text-foreground">
            {question.questionText}
          </h3>
        </div>
        <SaveState pending={save.isPending} failed={failed} answer={answer} expired={expired} />
      </div>

      <div className="sm:pl-6">
        <AnswerInput
          question={question}
          value={draft}
          labelledBy={textId}
          describedBy={describedBy}
          invalid={Boolean(error)}
          disabled={readOnly}
          onChange={(value) => {
            setDraft(value);
            if (error && question.answerSet !== 'Radio') setError(null);
          }}
          onCommit={commit}
          onSelect={(value) => {
            setDraft(value);
            commit(value);
          }}
        />
        <div className="mt-1.5 flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
          {error ? (
            <p id={errorId} className="text-xs font-medium text-destructive">
              {error}
            </p>
          ) : (
            <span />
          )}
          {question.answerSet === 'Text' && (
            <p id={counterId} className="text-xs text-muted-foreground tabular-nums">
              {draft.length} / {TEXT_ANSWER_MAX}
              <span className="sr-only"> characters</span>
            </p>
          )}
        </div>
      </div>

      {answer && (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-border pt-3 text-xs text-muted-foreground sm:pl-6">
          {expired && (
            <Badge tone="red">
              <CircleAlert aria-hidden="true" />
              Expired
            </Badge>
          )}
          <span>Last saved {formatDate(answer.savedAt)}</span>
          <AnswerHistoryPopover accountId={accountId} question={question} />
          {expired && !readOnly && (
            <Button
              size="xs"
              variant="outline"
              className="ml-auto"
              loading={confirm.isPending}
              onClick={() => confirm.mutate(question.id)}
            >
              Confirm still accurate
            </Button>
          )}
        </div>
      )}
    </article>
  );
}

/** The small saved indicator in the card's corner, announced politely as it changes. */
function SaveState({
  pending,
  failed,
  answer,
  expired,
}: {
  pending: boolean;
  failed: boolean;
  answer: Answer | undefined;
  expired: boolean;
}) {
  let content: ReactNode;
  if (pending) {
    content = (
      <>
        <LoaderCircle className="size-3.5 animate-spin" aria-hidden="true" />
        Saving…
      </>
    );
  } else if (failed) {
    content = (
      <span className="inline-flex items-center gap-1 text-destructive">
        <CircleAlert className="size-3.5" aria-hidden="true" />
        Not saved
      </span>
    );
  } else if (answer && !expired) {
    content = (
      <span className="inline-flex items-center gap-1 text-success">
        <CircleCheck className="size-3.5" aria-hidden="true" />
        Saved
      </span>
    );
  } else if (!answer) {
    content = 'Not answered';
  }
  return (
    <span
      role="status"
      className="inline-flex shrink-0 items-center gap-1 text-xs whitespace-nowrap text-muted-foreground"
    >
      {content}
    </span>
  );
}
