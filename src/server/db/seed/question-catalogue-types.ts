import type { AnswerSet, GovernanceArea } from '#domain/questionnaire.ts';

/** One default question; `key` is stable forever, so seeding can tell what it already added. */
export type SeedQuestion = {
  key: string;
  area: GovernanceArea;
  text: string;
  answerSet: AnswerSet;
  options?: string[];
  expirationDays: number;
};
