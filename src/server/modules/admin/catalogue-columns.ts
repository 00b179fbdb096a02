import { companyQuestions } from '../../db/schema/questionnaire.ts';

/** What the Company Questions tab receives about a question: named columns (who edited it stays here). */
export const catalogueQuestionColumns = {
  id: companyQuestions.id,
  key: companyQuestions.key,
  questionText: companyQuestions.questionText,
  governanceArea: companyQuestions.governanceArea,
  answerSet: companyQuestions.answerSet,
  options: companyQuestions.options,
  expirationDays: companyQuestions.expirationDays,
  orderValue: companyQuestions.orderValue,
  createdAt: companyQuestions.createdAt,
  updatedAt: companyQuestions.updatedAt,
  editedAt: companyQuestions.editedAt,
};
