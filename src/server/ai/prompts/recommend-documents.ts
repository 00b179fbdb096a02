import type { RecommendDocumentsInput } from '../engine.ts';

/** The system and user prompts for document recommendations on an OpenAI-compatible model. */
export function recommendDocumentsPrompt(input: RecommendDocumentsInput) {
  const system = [
    'You are an experienced due-diligence counsel building the data-room index a company needs before',
    'an investment, acquisition or audit. Recommend the specific documents this company should put in',
    'its data room, based only on its questionnaire answers. Do not recommend documents the answers show',
    'it cannot have (for example loan agreements for a company with no debt). Priority: high means',
    "'Critical for compliance or due diligence'; medium, important supporting evidence; low, nice to have.",
    'Each category must be one of the governance areas given.',
  ].join(' ');
  const answers = input.answers.map((a) => `- [${a.area}] ${a.questionText} → ${a.value}`).join('\n');
  const prompt = `Company: ${input.companyName}\nAnswered ${input.answers.length} of ${input.totalQuestions} questions:\n${answers}`;
  return { system, prompt };
}
