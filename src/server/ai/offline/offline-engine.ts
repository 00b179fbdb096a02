import { governanceAreas } from '#domain/questionnaire.ts';
import type { Priority } from '#domain/recommendations.ts';
import { documentKnowledgeBase } from '#server/db/seed/document-knowledge-base.ts';
import { factorCatalogue } from '#server/db/seed/factor-catalogue.ts';
import type { SeedFactor } from '#server/db/seed/factor-catalogue-types.ts';
import type { AiEngine, RecommendDocumentsInput, RecommendedDocument } from '../engine.ts';
import { analyzeDocument } from './analyze-document.ts';
import { embedTexts } from './embed-texts.ts';
import { allHold, anyHolds } from './evaluate-condition.ts';
import type { KnowledgeDocument } from './knowledge-base-types.ts';
import { scoreFactorOffline } from './score-factor.ts';

const priorityRank: Record<Priority, number> = { high: 0, medium: 1, low: 2 };

/** Applies each document's rules to the answers: include, drop, and set its priority. */
export function selectDocuments(
  knowledgeBase: readonly KnowledgeDocument[],
  answers: ReadonlyMap<string, string>,
) {
  const selected: (RecommendedDocument & { reason: string | null })[] = [];
  for (const document of knowledgeBase) {
    if (document.includeWhen && !anyHolds(document.includeWhen, answers)) continue;
    if (anyHolds(document.excludeWhen, answers)) continue;
    const rule = document.priorityRules?.find((candidate) => allHold(candidate.when, answers));
    selected.push({
      key: document.key,
      fileName: document.fileName,
      category: document.category,
      priority: rule?.priority ?? document.basePriority,
      description: document.description,
      reason: rule?.reason ?? null,
    });
  }
  const areaOrder = new Map<string, number>(governanceAreas.map((area, index) => [area, index]));
  return selected.sort(
    (a, b) =>
      (areaOrder.get(a.category) ?? 99) - (areaOrder.get(b.category) ?? 99) ||
      priorityRank[a.priority] - priorityRank[b.priority] ||
      a.fileName.localeCompare(b.fileName),
  );
}

/**
 * The default engine: no network, deterministic, explainable. Recommendations come from the
 * due-diligence knowledge base and its rules over the company's answers; uploads are matched to
 * recommended files by the knowledge base's names, aliases and key terms.
 */
export function createOfflineEngine(
  knowledgeBase: readonly KnowledgeDocument[] = documentKnowledgeBase,
  factors: readonly SeedFactor[] = factorCatalogue,
): AiEngine {
  const factorRules = new Map(factors.map((factor) => [factor.key, factor]));
  return {
    name: 'offline',
    async recommendDocuments(input: RecommendDocumentsInput) {
      const byKey = new Map(input.answers.filter((a) => a.key).map((a) => [a.key!, a.value]));
      const selected = selectDocuments(knowledgeBase, byKey);
      const documents = selected.map(({ reason: _reason, ...document }) => document);
      const areas = [...new Set(documents.map((d) => d.category))];
      const high = documents.filter((d) => d.priority === 'high').length;
      return {
        documents,
        governanceAreas: areas,
        promptSummary:
          `${input.companyName}: ${input.answers.length} of ${input.totalQuestions} questions answered. ` +
          `${documents.length} documents recommended across ${areas.length} governance areas, ${high} of them critical for compliance or due diligence.`,
      };
    },
    async embed(texts, _signal, model) {
      return embedTexts(texts, model);
    },
    async analyzeDocument(input) {
      return analyzeDocument(input, knowledgeBase);
    },
    async scoreFactor(input) {
      return scoreFactorOffline(input, factorRules.get(input.factor.key));
    },
  };
}
