/**
 * The data room's rules (spec 2 §4, §5, §9), shared by the server and the web app.
 */

import { type ColourBand, colourBandOf, labelBandOf } from './bands.ts';

/** Spec 2 §5 plus Markdown, which many companies keep their policies in. */
export const acceptedUploadExtensions = ['pdf', 'doc', 'docx', 'txt', 'csv', 'xlsx', 'xls', 'md'] as const;
export type UploadExtension = (typeof acceptedUploadExtensions)[number];

/** The file picker's `accept` attribute. */
export const uploadAcceptAttribute = acceptedUploadExtensions.map((extension) => `.${extension}`).join(',');

export function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
}

export function hasAcceptedExtension(fileName: string): boolean {
  return (acceptedUploadExtensions as readonly string[]).includes(extensionOf(fileName));
}

/** Where an uploaded file is in the pipeline; 'complete' and 'failed' are final. */
export const ingestionStatuses = [
  'queued',
  'extracting',
  'reading_scan',
  'indexing',
  'analyzing',
  'complete',
  'failed',
] as const;
export type IngestionStatus = (typeof ingestionStatuses)[number];

export const ingestionStatusLabels: Record<IngestionStatus, string> = {
  queued: 'Waiting to be analyzed',
  extracting: 'Extracting text',
  reading_scan: 'Reading text from a scan',
  indexing: 'Indexing',
  analyzing: 'Analyzing',
  complete: 'Analyzed',
  failed: 'Failed',
};

export function isIngestionFinished(status: IngestionStatus): boolean {
  return status === 'complete' || status === 'failed';
}

/** Spec 2 §4 'Fulfilment per recommended file'. */
export const FULFILLED_THRESHOLD = 0.8;
export const PARTIAL_THRESHOLD = 0.5;
export type Fulfilment = 'fulfilled' | 'partial' | 'unfulfilled';

export function fulfilmentOf(bestConfidence: number | null | undefined): Fulfilment {
  if (bestConfidence == null) return 'unfulfilled';
  if (bestConfidence >= FULFILLED_THRESHOLD) return 'fulfilled';
  if (bestConfidence >= PARTIAL_THRESHOLD) return 'partial';
  return 'unfulfilled';
}

/** Spec 2 §9 match colour bands: ≥ 0.8 green, ≥ 0.6 yellow, below red, no score grey. */
export type MatchBand = ColourBand;
export function matchBandOf(confidence: number | null | undefined): MatchBand {
  return colourBandOf(confidence, { green: 0.8, yellow: 0.6 });
}

/** A confidence 0–1 as a whole percentage. */
export function confidencePercent(confidence: number): number {
  return Math.round(Math.min(1, Math.max(0, confidence)) * 100);
}

/**
 * Spec 2 §9: the average of the best match score over ALL recommended files (0 for unmatched), as a
 * rounded percentage. `bestConfidences` has one entry per recommended file (null when unmatched).
 */
export function dataRoomScore(bestConfidences: ReadonlyArray<number | null>): number {
  if (bestConfidences.length === 0) return 0;
  const sum = bestConfidences.reduce<number>((total, value) => total + (value ?? 0), 0);
  return Math.round((sum / bestConfidences.length) * 100);
}

export type DataRoomScoreLabel = 'Excellent' | 'Good' | 'Fair' | 'Needs Work';
export function dataRoomScoreLabel(score: number): DataRoomScoreLabel {
  return labelBandOf(score, 'Needs Work');
}

/** Spec 2 §9: sizes in Bytes, KB, MB or GB, base 1024. */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes < 1024) return `${Math.max(0, Math.round(bytes || 0))} Bytes`;
  const units = ['KB', 'MB', 'GB'] as const;
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${Number(value.toFixed(2))} ${units[unit]}`;
}

/** Spec 2 §9 priority meanings. */
export const priorityMeanings = {
  high: 'Critical for compliance or due diligence',
  medium: 'Important for overall governance',
  low: 'Nice to have for completeness',
} as const;
