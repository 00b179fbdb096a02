import { CircleAlert, CircleCheck, CircleDot, FlaskConical, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { evidenceEntries, scoreMessages } from '#domain/scoring.ts';
import { paths } from '#web/app/paths.ts';
import { Badge } from '#web/components/ui/badge.tsx';
import { Button } from '#web/components/ui/button.tsx';
import type { FactorScore } from '../api/scoring';
import { importanceBadge } from '../utils/score-tones';

const statusIcons = {
  completed: { Icon: CircleCheck, className: 'text-success', label: 'Completed' },
  processing: { Icon: LoaderCircle, className: 'animate-spin text-info', label: 'Processing' },
  failed: { Icon: CircleAlert, className: 'text-warning', label: 'Failed' },
  pending: { Icon: CircleDot, className: 'text-muted-foreground', label: 'Pending' },
} as const;

/**
 * One factor of the area detail list (spec 2 §2): number, status icon, the question, and when
 * completed its score, confidence, importance and relevance with the rationale and evidence
 * behind 'Show details'; when failed the retry text with the error behind a disclosure.
 */
export function FactorItem({
  accountId,
  factor,
  number,
  updated,
  onTest,
}: {
  accountId: string;
  factor: FactorScore;
  number: number;
  updated: boolean;
  onTest: (factorId: string) => void;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const status = statusIcons[factor.status];
  const importance = importanceBadge(factor.importance);
  const { answers, quotes } = evidenceEntries(factor.evidence);
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4" data-testid="factor-item">
      <div className="flex items-start gap-3">
        <span className="w-6 shrink-0 pt-0.5 text-sm text-muted-foreground tabular-nums">{number}.</span>
        <status.Icon className={`mt-0.5 size-5 shrink-0 ${status.className}`} aria-hidden="true" />
        <span className="sr-only">{status.label}:</span>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-start gap-2">
            <span className="font-medium">{factor.questionText}</span>
            {updated && <Badge tone="accent">Updated</Badge>}
          </div>
          {factor.status === 'completed' && (
            <div className="flex flex-wrap items-center gap-2 text-sm">
              <span className="font-semibold tabular-nums">{factor.score ?? '—'}/10</span>
              <span className="text-muted-foreground">
                {Math.round((factor.scoreConfidence ?? 0) * 100)}% confidence
              </span>
              <Badge tone={importance.tone} className={importance.className}>
                Importance {factor.importance ?? 1}
              </Badge>
              <Badge tone={factor.isRelevant === false ? 'grey' : 'green'}>
                {factor.isRelevant === false ? 'Not Relevant' : 'Relevant'}
              </Badge>
            </div>
          )}
          {factor.status === 'failed' && (
            <div className="flex flex-col gap-1 text-sm">
              <span className="text-warning-soft-foreground">{scoreMessages.analysisFailedRetry}</span>
              {factor.errorMessage && (
                <details>
                  <summary className="cursor-pointer text-muted-foreground">Error details</summary>
                  <p className="mt-1 break-words text-muted-foreground">{factor.errorMessage}</p>
                </details>
              )}
            </div>
          )}
        </div>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => onTest(factor.factorId)}
          aria-label={`Test factor: ${factor.questionText}`}
        >
          <FlaskConical aria-hidden="true" />
          <span className="hidden sm:inline">Test</span>
        </Button>
      </div>
      {factor.status === 'completed' && (
        <div className="flex flex-col gap-2 pl-9">
          <Button
            variant="link"
            size="sm"
            className="self-start"
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((value) => !value)}
          >
            {open ? 'Hide details' : 'Show details'}
          </Button>
          {open && (
            <div id={detailsId} className="flex flex-col gap-3 text-sm">
              {factor.rationale && <p>{factor.rationale}</p>}
              {answers.length > 0 && (
                <div className="flex flex-col gap-1">
                  <h4 className="font-medium">Questionnaire evidence</h4>
                  <ul className="flex flex-col gap-1">
                    {answers.map((answer) => (
                      <li key={answer.question_text}>
                        <span className="text-muted-foreground">{answer.question_text}</span>{' '}
                        <span className="font-medium">{answer.answer_value}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {quotes.length > 0 && (
                <div className="flex flex-col gap-1">
                  <h4 className="font-medium">Document evidence</h4>
                  <ul className="flex flex-col gap-2">
                    {quotes.map((quote) => (
                      <li
                        key={`${quote.file_id ?? quote.file_name}:${quote.quote}`}
                        className="flex flex-col gap-0.5"
                      >
                        <blockquote className="border-l-2 border-border pl-3 italic">
                          “{quote.quote}”
                        </blockquote>
                        {quote.file_id ? (
                          <Link
                            className="text-primary underline-offset-4 hover:underline"
                            to={paths.dataRoomFile(accountId, quote.file_id)}
                          >
                            {quote.file_name}
                          </Link>
                        ) : (
                          <span className="text-muted-foreground">{quote.file_name}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              {answers.length === 0 && quotes.length === 0 && (
                <p className="text-muted-foreground">
                  No answers or document passages bear on this factor yet.
                </p>
              )}
            </div>
          )}
        </div>
      )}
    </li>
  );
}
