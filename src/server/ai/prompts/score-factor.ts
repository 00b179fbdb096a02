import type { ScoreFactorInput } from '../engine.ts';

/** Characters of retrieved passages sent with one factor: enough context, bounded cost. */
export const PASSAGE_CHAR_BUDGET = 6_000;

export const scoreFactorSystem = [
  'You are a due-diligence reviewer scoring one governance factor of a company preparing for investors or a buyer.',
  'Use only the answers and document passages given. Reply with JSON fields: is_relevant (boolean: false when the',
  'factor does not apply to this company), score (0-10, following the rubric), importance (0-10, how much the factor',
  'matters for this company), score_confidence (0.0-1.0, how sure the evidence lets you be), rationale (two to four',
  'sentences citing the evidence), and evidence with two arrays: questionnaire_evidence (question_text, answer_value)',
  'and document_evidence (file_name, quote). Every quote must be copied verbatim from a passage below.',
].join(' ');

/**
 * The generated prompt for one factor (spec 2 §7): the company, the factor and its rubric, the
 * company's answers to the linked questions, the linked documents' fulfilment and the passages
 * retrieved from its own documents. The single factor tester shows it, editable.
 */
export function scoreFactorPrompt(input: Omit<ScoreFactorInput, 'prompt'>): string {
  const { factor } = input;
  const answers = input.answers.length
    ? input.answers.map((a) => `- ${a.questionText}\n  Answer: ${a.value}`).join('\n')
    : '- (none of the linked questions is answered)';
  const documents = input.documents.length
    ? input.documents
        .map(
          (d) =>
            `- ${d.fileName}: ${d.recommended ? d.fulfilment : 'not in the data room index'}` +
            (d.files.length ? ` (uploaded: ${d.files.map((f) => f.fileName).join(', ')})` : ''),
        )
        .join('\n')
    : '- (none)';
  let budget = PASSAGE_CHAR_BUDGET;
  const passages: string[] = [];
  for (const passage of input.passages) {
    if (budget <= 0) break;
    const text = passage.content.slice(0, budget);
    budget -= text.length;
    passages.push(`[${passage.fileName}]\n${text}`);
  }
  return [
    `Company: ${input.companyName}`,
    `Factor area: ${factor.area}`,
    `Factor: ${factor.questionText}`,
    `Rubric:\n- 0: ${factor.rubric['0']}\n- 5: ${factor.rubric['5']}\n- 10: ${factor.rubric['10']}`,
    `Default importance: ${factor.defaultImportance}/10`,
    `Questionnaire answers:\n${answers}`,
    `Recommended documents:\n${documents}`,
    `Passages from the company's documents:\n${passages.length ? passages.join('\n\n') : '(none found)'}`,
  ].join('\n\n');
}
