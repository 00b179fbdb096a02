import type { GovernanceArea } from '#domain/questionnaire.ts';
import type { Priority } from '#domain/recommendations.ts';

/**
 * A test over one questionnaire answer, by the question's stable seed key. A condition on a
 * question that has no answer is false (except `answered: false`).
 */
export type AnswerCondition =
  | { question: string; is: string | string[] }
  | { question: string; isNot: string | string[] }
  | { question: string; atLeast: number }
  | { question: string; below: number }
  | { question: string; answered: boolean };

/** One document a due-diligence data room may need, with the rules that decide when it does. */
export type KnowledgeDocument = {
  /** Stable forever: recommendations compare runs by it. */
  key: string;
  fileName: string;
  category: GovernanceArea;
  description: string;
  basePriority: Priority;
  /** Other names the document goes by, for matching uploads. */
  aliases: string[];
  keywords: string[];
  /** Included only when at least one holds; omitted means every company needs it. */
  includeWhen?: AnswerCondition[];
  /** Dropped when any holds (checked after includeWhen). */
  excludeWhen?: AnswerCondition[];
  /** The first rule whose conditions all hold sets the priority instead of basePriority. */
  priorityRules?: { when: AnswerCondition[]; priority: Priority; reason: string }[];
};
