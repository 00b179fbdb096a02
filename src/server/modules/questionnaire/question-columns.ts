import { companyQuestions } from '#server/db/schema/questionnaire.ts';

/** What every account's questionnaire receives about a question. */
export const questionColumns = {
  id: companyQuestions.id,
  key: companyQuestions.key,
  questionText: companyQuestions.questionText,
  governanceArea: companyQuestions.governanceArea,
  answerSet: companyQuestions.answerSet,
  options: companyQuestions.options,
  expirationDays: companyQuestions.expirationDays,
  orderValue: companyQuestions.orderValue,
};
