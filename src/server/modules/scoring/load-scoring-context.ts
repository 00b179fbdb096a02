import { and, eq } from 'drizzle-orm';
import { fulfilmentOf } from '#domain/data-room.ts';
import type { EngineAnswer, FactorToScore, LinkedDocument, ScoreFactorInput } from '#server/ai/engine.ts';
import { companies } from '#server/db/schema/accounts.ts';
import { dataRoomFiles } from '#server/db/schema/data-room.ts';
import { companyAnswers, companyQuestions } from '#server/db/schema/questionnaire.ts';
import { documentKnowledgeBase } from '#server/db/seed/document-knowledge-base.ts';
import { listActiveRecommendedFiles } from '../recommendations/list-active-recommended-files.ts';
import { type SearchDeps, searchCompanyChunks } from '../search/search-company-chunks.ts';

/** Passages retrieved per factor: enough to quote from several files, small enough to send. */
export const PASSAGE_LIMIT = 6;

const knowledgeBaseNames = new Map(
  documentKnowledgeBase.map((document) => [document.key, document.fileName]),
);

/**
 * Everything about a company that factor scoring reads, loaded once per run: its name, current
 * answers by question key, and for each recommended document (by knowledge-base key) the uploads
 * that fulfil it. Then `inputFor(factor)` builds one factor's engine input, passages included.
 */
export async function loadScoringContext(deps: SearchDeps, input: { accountId: string; companyId: string }) {
  const { db } = deps;
  const [company] = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, input.companyId), eq(companies.accountId, input.accountId)));
  if (!company) throw new Error(`company ${input.companyId} is not in account ${input.accountId}`);

  const answerRows = await db
    .select({
      questionId: companyQuestions.id,
      key: companyQuestions.key,
      questionText: companyQuestions.questionText,
      area: companyQuestions.governanceArea,
      value: companyAnswers.answerValue,
    })
    .from(companyAnswers)
    .innerJoin(companyQuestions, eq(companyQuestions.id, companyAnswers.questionId))
    .where(and(eq(companyAnswers.companyId, company.id), eq(companyAnswers.current, true)));
  const answersByKey = new Map<string, EngineAnswer>(
    answerRows.filter((row) => row.key).map((row) => [row.key!, row]),
  );

  const { files: recommended } = await listActiveRecommendedFiles(db, input.accountId);
  const uploads = await db
    .select({
      id: dataRoomFiles.id,
      fileName: dataRoomFiles.fileName,
      matchedFileId: dataRoomFiles.matchedFileId,
      confidence: dataRoomFiles.confidenceScore,
    })
    .from(dataRoomFiles)
    .where(and(eq(dataRoomFiles.accountId, input.accountId), eq(dataRoomFiles.companyId, company.id)));
  const documentsByKey = new Map<string, LinkedDocument>();
  for (const file of recommended) {
    if (!file.documentKey) continue;
    const matches = uploads
      .filter((upload) => upload.matchedFileId === file.id)
      .sort((a, b) => (b.confidence ?? 0) - (a.confidence ?? 0));
    const best = matches.length ? (matches[0]!.confidence ?? 0) : null;
    documentsByKey.set(file.documentKey, {
      key: file.documentKey,
      fileName: file.fileName,
      recommended: true,
      fulfilment: fulfilmentOf(best),
      bestConfidence: best,
      files: matches.map((match) => ({ id: match.id, fileName: match.fileName })),
    });
  }

  function documentFor(key: string): LinkedDocument {
    return (
      documentsByKey.get(key) ?? {
        key,
        fileName: knowledgeBaseNames.get(key) ?? key,
        recommended: false,
        fulfilment: 'unfulfilled',
        bestConfidence: null,
        files: [],
      }
    );
  }

  return {
    company,
    /** The company's current answers, for the tester's list. */
    answers: [...answerRows].sort((a, b) => a.questionText.localeCompare(b.questionText)),
    async inputFor(factor: FactorToScore): Promise<ScoreFactorInput> {
      return {
        companyName: company.name,
        factor,
        answers: factor.questionKeys.flatMap((key) => {
          const answer = answersByKey.get(key);
          return answer ? [answer] : [];
        }),
        documents: factor.documentKeys.map(documentFor),
        // The document search (hybrid where pgvector is, full-text otherwise), scoped to the company.
        passages: (
          await searchCompanyChunks(deps, {
            companyId: company.id,
            query: `${factor.searchTerms} ${factor.questionText}`,
            limit: PASSAGE_LIMIT,
          })
        ).results.map((result) => ({
          fileId: result.metadata.file_id,
          fileName: result.metadata.file_name,
          content: result.content,
        })),
      };
    },
  };
}

export type ScoringContext = Awaited<ReturnType<typeof loadScoringContext>>;
