import { companyQuestions } from '#server/db/schema/questionnaire.ts';
import { questionColumns } from '../questionnaire/question-columns.ts';

/** What the Company Questions tab receives about a question: who edited it stays on the server. */
export const catalogueQuestionColumns = {
  ...questionColumns,
  createdAt: companyQuestions.createdAt,
  updatedAt: companyQuestions.updatedAt,
  editedAt: companyQuestions.editedAt,
};
