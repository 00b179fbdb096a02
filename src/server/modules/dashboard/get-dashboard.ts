import { isDataRoomStepComplete, isScoreStepComplete } from '#domain/dashboard.ts';
import type { AppDeps } from '#server/app-env.ts';
import { getCompany } from '#server/modules/company/get-company.ts';
import { summarizeUploadedFiles } from '#server/modules/dataroom/summarize-uploaded-files.ts';
import { getQuestionnaireSummary } from '#server/modules/questionnaire/get-questionnaire-summary.ts';
import { summarizeScore } from '#server/modules/scoring/summarize-score.ts';

/**
 * The dashboard's three steps for one account (spec 2 §2, §4, §9): each step's value, the count
 * shown under it, and whether it is complete.
 */
export async function getDashboard(deps: Pick<AppDeps, 'db'>, input: { accountId: string }) {
  const { db } = deps;
  const [questionnaire, files, { company }] = await Promise.all([
    getQuestionnaireSummary(db, { accountId: input.accountId }),
    summarizeUploadedFiles(db, { accountId: input.accountId }),
    getCompany(db, { accountId: input.accountId }),
  ]);
  // Factor scores belong to the account's company; before it exists nothing has been scored.
  const score = company
    ? await summarizeScore(deps, { companyId: company.id })
    : { average: null, evaluated: 0 };
  return {
    questionnaire: {
      percent: questionnaire.progress.percent,
      answered: questionnaire.progress.completed,
      total: questionnaire.progress.total,
      complete: questionnaire.progress.isComplete,
    },
    dataRoom: {
      value: files.meanConfidence,
      fileCount: files.fileCount,
      analyzingCount: files.analyzingCount,
      complete: isDataRoomStepComplete(files.meanConfidence),
    },
    score: {
      /** Out of 100; null until a relevant factor has been scored. */
      value: score.average,
      factorCount: score.evaluated,
      complete: score.average !== null && isScoreStepComplete(score.average),
    },
  };
}
