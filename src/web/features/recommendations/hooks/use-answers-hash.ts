import { useEffect, useState } from 'react';
import { answersHash } from '#domain/questionnaire.ts';

type HashableAnswer = { questionId: string; value: string };

/**
 * The §9 hash of the current answers, computed in the browser with the very function the server uses
 * for source_answers_hash. Null while computing, or where Web Crypto is unavailable (plain http on a
 * host other than localhost): the 'Changes detected' check is then skipped rather than guessed.
 */
export function useAnswersHash(answers: readonly HashableAnswer[] | undefined) {
  const [hash, setHash] = useState<string | null>(null);

  useEffect(() => {
    if (!answers) return;
    let cancelled = false;
    answersHash(answers).then(
      (value) => {
        if (!cancelled) setHash(value);
      },
      () => {
        if (!cancelled) setHash(null);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [answers]);

  // The previous hash stays until the new one is ready (a few milliseconds), so the badge does not flicker.
  return hash;
}
