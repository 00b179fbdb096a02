import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { factorAreas, scoreMessages } from '#domain/scoring.ts';
import { Alert } from '#web/components/ui/alert.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Dialog, DialogFrame } from '#web/components/ui/dialog.tsx';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Skeleton } from '#web/components/ui/skeleton.tsx';
import { Textarea } from '#web/components/ui/textarea.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import {
  type FactorPrompt,
  type FactorTestResult,
  useFactorPrompt,
  useSetFactorStatus,
  useTestFactor,
} from '../api/factor-tester';
import type { FactorScore } from '../api/scoring';

const selectClass =
  'h-9 w-full rounded-md border border-input bg-card px-3 text-sm focus-visible:outline-2 focus-visible:outline-ring';

/**
 * Spec 2 §2 'Single Factor Tester': a factor picker grouped by area, the generated prompt
 * (editable), 'Test This Factor', the raw result and the company's current answers, with the §4
 * status handling and §8 texts. The offline engine decides by the rubric, and says so.
 */
export function FactorTesterDialog({
  accountId,
  factors,
  factorId,
  onFactorChange,
  open,
  onOpenChange,
}: {
  accountId: string;
  factors: readonly FactorScore[];
  factorId: string | null;
  onFactorChange: (factorId: string | null) => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const prompt = useFactorPrompt(accountId, open ? factorId : null);
  const [edited, setEdited] = useState('');
  const [result, setResult] = useState<FactorTestResult | null>(null);
  const setStatus = useSetFactorStatus(accountId);
  const test = useTestFactor(accountId);

  useEffect(() => {
    setEdited(prompt.data?.prompt ?? '');
  }, [prompt.data?.prompt]);
  useEffect(() => {
    if (factorId !== undefined) setResult(null);
  }, [factorId]);

  async function run() {
    if (!factorId) {
      toast.error(scoreMessages.selectFactorFirst);
      return;
    }
    setResult(null);
    try {
      await setStatus.mutateAsync({ factorId, status: 'processing' });
    } catch {
      toast.error(scoreMessages.statusUpdateFailed);
    }
    try {
      const outcome = await test.mutateAsync({
        factorId,
        prompt: prompt.data?.promptIsUsed ? edited : undefined,
      });
      setResult(outcome);
      if (outcome.success) {
        toast.success(scoreMessages.factorScored);
        return;
      }
      await fail(factorId, outcome.error ?? 'Unknown error');
    } catch (error) {
      await fail(factorId, error instanceof ApiError ? error.message : String(error));
    }
  }

  async function fail(id: string, message: string) {
    toast.error(scoreMessages.scoreFactorFailed(message));
    try {
      await setStatus.mutateAsync({ factorId: id, status: 'failed', errorMessage: message });
    } catch {
      toast.error(scoreMessages.statusUpdateFailed);
    }
  }

  const busy = setStatus.isPending || test.isPending;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogFrame
        title="Single Factor Tester"
        description="Run one factor's scoring now and see exactly what comes back."
        className="max-w-3xl"
      >
        <div className="flex flex-col gap-4">
          <FormField label="Factor">
            {(control) => (
              <select
                {...control}
                className={selectClass}
                value={factorId ?? ''}
                onChange={(event) => onFactorChange(event.target.value || null)}
              >
                <option value="">Choose a factor…</option>
                {factorAreas.map((area) => (
                  <optgroup key={area} label={area}>
                    {factors
                      .filter((factor) => factor.area === area)
                      .map((factor) => (
                        <option key={factor.factorId} value={factor.factorId}>
                          {factor.questionText}
                        </option>
                      ))}
                  </optgroup>
                ))}
              </select>
            )}
          </FormField>

          {factorId && prompt.isPending && <Skeleton className="h-40 w-full" />}
          {prompt.data && (
            <>
              {!prompt.data.promptIsUsed && (
                <Alert tone="info">
                  The built-in offline engine scores by the factor's rubric, not by a prompt: the prompt below
                  is what a remote model would be sent. The result lists the rubric lines and passages it
                  applied.
                </Alert>
              )}
              <FormField label="Prompt">
                {(control) => (
                  <Textarea
                    {...control}
                    rows={10}
                    value={edited}
                    onChange={(event) => setEdited(event.target.value)}
                    className="font-mono text-xs"
                  />
                )}
              </FormField>
            </>
          )}

          <Button onClick={run} loading={busy} className="self-start">
            Test This Factor
          </Button>

          {result && (
            <section className="flex flex-col gap-2" aria-label="Result">
              <h3 className="text-sm font-medium">Result</h3>
              {result.data?.applied && result.data.applied.length > 0 && (
                <ul className="list-disc pl-5 text-sm">
                  {result.data.applied.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
              <Textarea
                readOnly
                aria-label="Raw result"
                rows={12}
                className="bg-muted font-mono text-xs"
                value={JSON.stringify(result, null, 2)}
              />
            </section>
          )}

          {prompt.data && <CurrentAnswers answers={prompt.data.answers} />}
        </div>
      </DialogFrame>
    </Dialog>
  );
}

/** The company's current questionnaire answers, question by question. */
function CurrentAnswers({ answers }: { answers: FactorPrompt['answers'] }) {
  return (
    <section className="flex flex-col gap-2" aria-label="Current answers">
      <h3 className="text-sm font-medium">Current answers</h3>
      {answers.length === 0 ? (
        <p className="text-sm text-muted-foreground">The questionnaire has no answers yet.</p>
      ) : (
        <ul className="text-sm">
          {answers.map((answer) => (
            <li key={answer.questionText} className="border-b border-border py-1">
              <span className="text-muted-foreground">{answer.questionText}</span>{' '}
              <span className="font-medium">{answer.value}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
