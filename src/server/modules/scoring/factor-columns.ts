import { factors } from '#server/db/schema/scoring.ts';

/** A factor as the engines and the pages read it. */
export const factorColumns = {
  id: factors.id,
  key: factors.key,
  area: factors.area,
  questionText: factors.questionText,
  rubric: factors.rubric,
  defaultImportance: factors.defaultImportance,
  questionKeys: factors.questionKeys,
  documentKeys: factors.documentKeys,
  searchTerms: factors.searchTerms,
  orderValue: factors.orderValue,
};
