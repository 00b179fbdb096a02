/**
 * The readiness score's rules (spec 2 §3, §4, §9), shared by the server and the web app: the seven
 * factor areas, factor statuses, the weighted and plain-average formulas, label, colour and
 * importance bands, and area status. Pure: no I/O.
 */

import { type ColourBand, colourBandOf, labelBandOf } from './bands.ts';

/** Spec 2 §3 'Governance areas for factors', in the spec's order. */
export const factorAreas = [
  'Corporate Governance',
  'HR & People',
  'Policies & Compliance',
  'Financial Health & Controls',
  'Intellectual Property',
  'Investor Relations & Reporting',
  'Operational Risk & Systems',
] as const;
export type FactorArea = (typeof factorAreas)[number];

export function isFactorArea(value: string): value is FactorArea {
  return (factorAreas as readonly string[]).includes(value);
}

/** Spec 2 §4 'Factor score status'. */
export const factorStatuses = ['pending', 'processing', 'completed', 'failed'] as const;
export type FactorStatus = (typeof factorStatuses)[number];

/** Spec 2 §9 scales. */
export const FACTOR_SCORE_MAX = 10;
export const IMPORTANCE_MAX = 10;
/** Spec 2 §9: importance defaults to 1 when missing. */
export const DEFAULT_IMPORTANCE = 1;
/** Spec 2 §9: pending and processing factors are polled every 2000 ms. */
export const SCORE_POLL_INTERVAL_MS = 2000;

/** What the weighted formula needs of one factor score row. */
export type ScoredFactor = {
  status: FactorStatus;
  score: number | null;
  importance: number | null;
  isRelevant?: boolean | null;
};

/**
 * Spec 2 §9: overall and area score = sum(score × importance) over completed scored factors divided
 * by the sum of their importances, × 10, rounded; importance defaults to 1 if missing. Null while
 * nothing is completed (the overview shows '—'), and also when every weight is 0.
 */
export function weightedScore(rows: readonly ScoredFactor[]): number | null {
  let weighted = 0;
  let weights = 0;
  for (const row of rows) {
    if (row.status !== 'completed' || row.score == null) continue;
    const importance = row.importance ?? DEFAULT_IMPORTANCE;
    weighted += row.score * importance;
    weights += importance;
  }
  if (weights === 0) return null;
  return Math.round((weighted / weights) * 10);
}

/**
 * Spec 2 §9: dashboard score = plain average of the scores of relevant, scored factors, rounded.
 * Given out of 100 (the factor average × 10) like the overview, because the dashboard's Score step
 * is complete at 80 or more (§4), which only a 0–100 value can reach. Null when none is scored.
 */
export function plainAverageScore(rows: readonly ScoredFactor[]): number | null {
  const scored = rows.filter(
    (row) => row.status === 'completed' && row.score != null && row.isRelevant !== false,
  );
  if (scored.length === 0) return null;
  const sum = scored.reduce((total, row) => total + (row.score ?? 0), 0);
  return Math.round((sum / scored.length) * 10);
}

/** Spec 2 §9 score label bands (overview). */
export type ScoreLabel = 'Excellent' | 'Good' | 'Fair' | 'Needs Improvement';
export function scoreLabel(score: number): ScoreLabel {
  return labelBandOf(score, 'Needs Improvement');
}

/** Spec 2 §9 colour bands: green ≥ 80, yellow ≥ 60, red below; grey without a score. */
export type ScoreBand = ColourBand;
export function scoreBand(score: number | null | undefined): ScoreBand {
  return colourBandOf(score, { green: 80, yellow: 60 });
}

/** Spec 2 §9 importance badge bands: ≥ 8 red, ≥ 6 orange, ≥ 4 yellow, ≥ 2 blue, else grey. */
export type ImportanceBand = 'red' | 'orange' | 'yellow' | 'blue' | 'grey';
export function importanceBand(importance: number | null | undefined): ImportanceBand {
  const value = importance ?? DEFAULT_IMPORTANCE;
  if (value >= 8) return 'red';
  if (value >= 6) return 'orange';
  if (value >= 4) return 'yellow';
  if (value >= 2) return 'blue';
  return 'grey';
}

/**
 * Spec 2 §4 'Area status': empty (none completed), partial (some), complete (all completed with a
 * score). An area without factors is empty.
 */
export type AreaStatus = 'empty' | 'partial' | 'complete';
export function areaStatus(rows: readonly ScoredFactor[]): AreaStatus {
  const completed = rows.filter((row) => row.status === 'completed').length;
  if (completed === 0) return 'empty';
  const allScored = rows.every((row) => row.status === 'completed' && row.score != null);
  return allScored ? 'complete' : 'partial';
}

/** Spec 2 §2: the overview card reads Pending, In Progress or Complete. */
export const areaCardStatusLabels: Record<AreaStatus, string> = {
  empty: 'Pending',
  partial: 'In Progress',
  complete: 'Complete',
};
/** Spec 2 §2: the area detail page reads 'Pending Analysis', 'In Progress' or 'Complete'. */
export const areaDetailStatusLabels: Record<AreaStatus, string> = {
  empty: 'Pending Analysis',
  partial: 'In Progress',
  complete: 'Complete',
};

/** Counts by status for the progress bars (spec 2 §2). */
export type StatusCounts = Record<FactorStatus, number> & { total: number };
export function countStatuses(rows: readonly { status: FactorStatus }[]): StatusCounts {
  const counts: StatusCounts = { pending: 0, processing: 0, completed: 0, failed: 0, total: rows.length };
  for (const row of rows) counts[row.status] += 1;
  return counts;
}

/** Completed over total as a whole percentage (0 without factors). */
export function progressPercent(counts: Pick<StatusCounts, 'completed' | 'total'>): number {
  return counts.total === 0 ? 0 : Math.round((counts.completed / counts.total) * 100);
}

/** Spec 2 §3 evidence, shape (a): what every engine writes. */
export type QuestionnaireEvidence = { question_text: string; answer_value: string };
export type QuoteEvidence = { file_name: string; quote: string; file_id?: string | null };
export type FactorEvidence = {
  questionnaire_evidence: QuestionnaireEvidence[];
  document_evidence: QuoteEvidence[];
  file_search_results: QuoteEvidence[];
};
/** Spec 2 §3 evidence, shape (b): a list of loose entries (older or remote rows). */
export type EvidenceEntry = {
  file_name?: string;
  question_text?: string;
  answer_value?: string;
  quote?: string;
  file_id?: string | null;
};

/** Either evidence shape as one list of entries, so the page draws both the same way. */
export function evidenceEntries(evidence: FactorEvidence | EvidenceEntry[] | null | undefined): {
  answers: QuestionnaireEvidence[];
  quotes: QuoteEvidence[];
} {
  if (!evidence) return { answers: [], quotes: [] };
  if (Array.isArray(evidence)) {
    return {
      answers: evidence
        .filter((entry) => entry.question_text != null)
        .map((entry) => ({
          question_text: entry.question_text ?? '',
          answer_value: entry.answer_value ?? '',
        })),
      quotes: evidence
        .filter((entry) => entry.quote != null)
        .map((entry) => ({
          file_name: entry.file_name ?? '',
          quote: entry.quote ?? '',
          file_id: entry.file_id,
        })),
    };
  }
  // A passage can be both a document's evidence and a search result: shown once.
  const seen = new Set<string>();
  const quotes = [...(evidence.document_evidence ?? []), ...(evidence.file_search_results ?? [])].filter(
    (quote) => {
      const key = `${quote.file_id ?? quote.file_name}\u0000${quote.quote}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    },
  );
  return { answers: evidence.questionnaire_evidence ?? [], quotes };
}

/**
 * Who may do what with the score (ADR 0013; the spec is silent): every member reads, starts and
 * resumes analysis, retries failed factors and tests a factor — none of these loses work. Reset
 * Stuck and Reset All interrupt or discard everyone's results, so they need an owner or admin.
 */
export const scoringPermissions = {
  read: 'member',
  start: 'member',
  retryFailed: 'member',
  test: 'member',
  resetStuck: 'manager',
  resetAll: 'manager',
} as const satisfies Record<string, 'member' | 'manager'>;

/** Spec 2 §8 'Score and factors', word for word. */
export const scoreMessages = {
  starting: 'Starting AI analysis...',
  started: (n: number) =>
    `Started background analysis of ${n} factors! Processing will continue automatically.`,
  nothingToProcess: 'No factors need processing',
  startFailed: 'Failed to start score processing',
  retrying: 'Retrying failed factors...',
  retried: 'Failed factors reset and restarted!',
  retryFailed: 'Failed to retry failed factors',
  resettingStuck: 'Resetting stuck processing factors...',
  resetStuck: 'Stuck factors reset to pending!',
  resetStuckFailed: 'Failed to reset stuck factors',
  resettingAll: 'Resetting all factors to pending...',
  resetAll: 'All factors reset to pending for testing!',
  resetAllFailed: 'Failed to reset all factors',
  loadFailed: 'Failed to load data',
  loadFactorsFailed: 'Failed to load factor scores',
  factorFailed: 'Factor analysis failed',
  factorCompleted: 'Factor analysis completed',
  factorScored: 'Factor scored successfully',
  scoreFactorFailed: (message: string) => `Failed to score factor: ${message}`,
  statusUpdateFailed: 'Failed to update status',
  selectFactorFirst: 'Please select a factor first',
  analysisFailedRetry: 'Analysis failed - please retry',
} as const;

/** Spec 2 §2: 'x of y factors assessed' plus ' • n pending analysis' when any are pending. */
export function assessedText(completed: number, total: number, pending: number): string {
  return `${completed} of ${total} factors assessed${pending > 0 ? ` • ${pending} pending analysis` : ''}`;
}
