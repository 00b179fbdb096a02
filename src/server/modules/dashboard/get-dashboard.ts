import { isDataRoomStepComplete } from '#domain/dashboard.ts';
import type { Db } from '#server/db/client.ts';
import { summarizeUploadedFiles } from '#server/modules/dataroom/summarize-uploaded-files.ts';
import { getQuestionnaireSummary } from '#server/modules/questionnaire/get-questionnaire-summary.ts';

/**
 * The dashboard's three steps for one account (spec 2 §2, §4, §9): each step's value, the count
 * shown under it, and whether it is complete.
 */
export async function getDashboard(db: Db, input: { accountId: string }) {
  const [questionnaire, files] = await Promise.all([
    getQuestionnaireSummary(db, { accountId: input.accountId }),
    summarizeUploadedFiles(db, { accountId: input.accountId }),
  ]);
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
      complete: isDataRoomStepComplete(files.meanConfidence),
    },
  };
}
