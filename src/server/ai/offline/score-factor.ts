import type { QuoteEvidence } from '#domain/scoring.ts';
import type { FactorCondition, SeedFactor } from '#server/db/seed/factor-catalogue-types.ts';
import type { FactorScoreResult, RetrievedPassage, ScoreFactorInput } from '../engine.ts';
import { evaluateCondition } from './evaluate-condition.ts';
import { tokenize } from './tokenize-text.ts';

/** How much each kind of evidence weighs when present: answers say most, documents prove, passages support. */
const WEIGHTS = { answers: 0.5, documents: 0.35, passages: 0.15 } as const;
const FULFILMENT_POINTS = { fulfilled: 10, partial: 5, unfulfilled: 0 } as const;
const MAX_QUOTES = 3;
const QUOTE_MAX_CHARS = 320;

type Rules = Pick<SeedFactor, 'rules' | 'notRelevantWhen'>;

function holds(condition: FactorCondition, answers: ReadonlyMap<string, string>, now: Date) {
  if ('withinYears' in condition) {
    const year = Number(answers.get(condition.question));
    return Number.isFinite(year) && now.getUTCFullYear() - year <= condition.withinYears;
  }
  return evaluateCondition(condition, answers);
}

function describeCondition(condition: FactorCondition): string {
  if ('is' in condition)
    return `answered ${[condition.is]
      .flat()
      .map((v) => `'${v}'`)
      .join(' or ')}`;
  if ('isNot' in condition) return `answered other than ${[condition.isNot].flat().join(', ')}`;
  if ('atLeast' in condition) return `answered ${condition.atLeast} or more`;
  if ('below' in condition) return `answered below ${condition.below}`;
  if ('withinYears' in condition) return `a year within the last ${condition.withinYears}`;
  return condition.answered ? 'answered' : 'not answered';
}

/**
 * The verbatim sentence of a passage that carries most of the factor's search terms, or '' when
 * none does (a passage found only by meaning is not quoted as evidence). Always an exact
 * substring of the passage, so it is an exact substring of the file's text.
 */
export function quoteFrom(content: string, terms: ReadonlySet<string>): string {
  const sentences: { start: number; end: number; hits: number }[] = [];
  const pattern = /[^.!?\n]+[.!?]?/g;
  for (let match = pattern.exec(content); match; match = pattern.exec(content)) {
    const text = match[0];
    const hits = tokenize(text).filter((token) => terms.has(token)).length;
    sentences.push({ start: match.index, end: match.index + text.length, hits });
  }
  const best = sentences.reduce<(typeof sentences)[number] | null>(
    (top, sentence) => (top === null || sentence.hits > top.hits ? sentence : top),
    null,
  );
  if (!best || best.hits === 0) return '';
  const trimmed = content.slice(best.start, best.end).trim();
  if (trimmed.length <= QUOTE_MAX_CHARS) return trimmed;
  // Cut at a word boundary inside the limit; still a verbatim prefix of the passage's text.
  const cut = trimmed.slice(0, QUOTE_MAX_CHARS);
  const space = cut.lastIndexOf(' ');
  return (space > 80 ? cut.slice(0, space) : cut).trim();
}

function rubricLine(score: number): '0' | '5' | '10' {
  if (score >= 7.5) return '10';
  if (score >= 2.5) return '5';
  return '0';
}

/**
 * The offline engine's factor score: deterministic and explainable. It applies the factor's rubric
 * rules to the linked answers, the fulfilment of its recommended documents and the passages found in
 * the company's own documents, weighs whatever evidence exists, and quotes all of it.
 */
export function scoreFactorOffline(input: ScoreFactorInput, rules: Rules | undefined): FactorScoreResult {
  const now = input.now ?? new Date();
  const { factor } = input;
  const byKey = new Map(input.answers.filter((a) => a.key).map((a) => [a.key!, a.value]));
  const questionnaireEvidence = input.answers.map((answer) => ({
    question_text: answer.questionText,
    answer_value: answer.value,
  }));
  const applied: string[] = [];
  const questionTextOf = (key: string) => input.answers.find((a) => a.key === key)?.questionText ?? key;

  const blocker = rules?.notRelevantWhen?.find((condition) => holds(condition, byKey, now));
  if (blocker) {
    const answer = input.answers.find((a) => a.key === blocker.question);
    const reason = answer
      ? `'${answer.questionText}' was answered '${answer.value}'`
      : `the answers show it does not apply`;
    applied.push(`Not relevant: ${blocker.question} ${describeCondition(blocker)}.`);
    return {
      is_relevant: false,
      score: 0,
      importance: 0,
      score_confidence: 0.9,
      rationale: `Not relevant to ${input.companyName}: ${reason}, so this factor does not apply and does not count towards the score.`,
      evidence: {
        questionnaire_evidence: questionnaireEvidence,
        document_evidence: [],
        file_search_results: [],
      },
      applied,
    };
  }

  // Answers: every rubric rule that holds counts; their average is what the answers say.
  const held = (rules?.rules ?? []).filter((rule) => holds(rule.when, byKey, now));
  for (const rule of held)
    applied.push(
      `Answer rule: '${questionTextOf(rule.when.question)}' ${describeCondition(rule.when)} → ${rule.score}/10.`,
    );
  const answerScore = held.length ? held.reduce((sum, rule) => sum + rule.score, 0) / held.length : null;

  // Documents: fulfilment of the recommended documents the company was asked for.
  const recommended = input.documents.filter((document) => document.recommended);
  const documentScore = recommended.length
    ? recommended.reduce((sum, document) => sum + FULFILMENT_POINTS[document.fulfilment], 0) /
      recommended.length
    : null;
  for (const document of recommended) {
    applied.push(
      `Document '${document.fileName}': ${document.fulfilment} → ${FULFILMENT_POINTS[document.fulfilment]}/10.`,
    );
  }

  // Passages: the company's own documents speaking to the factor, one quote per file.
  const terms = new Set(tokenize(`${factor.searchTerms} ${factor.questionText}`));
  const quotes = passagesToQuotes(input.passages, terms);
  const passageScore = quotes.length ? Math.min(10, 4 + 2 * quotes.length) : null;
  for (const quote of quotes)
    applied.push(`Passage from '${quote.file_name}': "${quote.quote.slice(0, 80)}".`);

  const parts = [
    [answerScore, WEIGHTS.answers],
    [documentScore, WEIGHTS.documents],
    [passageScore, WEIGHTS.passages],
  ] as const;
  const present = parts.filter(([value]) => value !== null);
  const weight = present.reduce((sum, [, w]) => sum + w, 0);
  const raw = weight ? present.reduce((sum, [value, w]) => sum + (value as number) * w, 0) / weight : 0;
  const score = Math.round(Math.min(10, Math.max(0, raw)));
  const answered = factor.questionKeys.filter((key) => byKey.has(key)).length;
  const coverage = factor.questionKeys.length ? answered / factor.questionKeys.length : 0;
  const confidence =
    0.2 + 0.35 * coverage + (documentScore !== null ? 0.25 : 0) + (passageScore !== null ? 0.15 : 0);
  const line = rubricLine(score);
  applied.unshift(`Rubric ${line}/10: ${factor.rubric[line]}`);

  const rationale = [
    `${score}/10 — closest rubric line: "${factor.rubric[line]}"`,
    held.length
      ? `Answers: ${held.map((rule) => `'${questionTextOf(rule.when.question)}' ${describeCondition(rule.when)} (${rule.score}/10)`).join('; ')}.`
      : answered
        ? 'The answers given do not decide this factor on their own.'
        : 'None of the linked questions is answered yet.',
    recommended.length
      ? `Documents: ${recommended.map((d) => `${d.fileName} ${d.fulfilment}`).join('; ')}.`
      : 'No recommended document for this factor is in the data room index yet.',
    quotes.length
      ? `Passages found in ${quotes.map((q) => q.file_name).join(', ')}.`
      : 'No passage in the uploaded documents addresses it.',
  ].join(' ');

  return {
    is_relevant: true,
    score,
    importance: factor.defaultImportance,
    score_confidence: Math.round(Math.min(0.95, confidence) * 100) / 100,
    rationale,
    evidence: {
      questionnaire_evidence: questionnaireEvidence,
      document_evidence: recommended
        .filter((document) => document.fulfilment !== 'unfulfilled' && document.files.length > 0)
        .flatMap((document) => {
          const quote = quotes.find((q) => document.files.some((file) => file.id === q.file_id));
          return quote ? [quote] : [];
        }),
      file_search_results: quotes,
    },
    applied,
  };
}

function passagesToQuotes(
  passages: readonly RetrievedPassage[],
  terms: ReadonlySet<string>,
): QuoteEvidence[] {
  const seen = new Set<string>();
  const quotes: QuoteEvidence[] = [];
  for (const passage of passages) {
    if (seen.has(passage.fileId) || quotes.length >= MAX_QUOTES) continue;
    const quote = quoteFrom(passage.content, terms);
    if (quote.length === 0) continue;
    seen.add(passage.fileId);
    quotes.push({ file_name: passage.fileName, quote, file_id: passage.fileId });
  }
  return quotes;
}
