// Shared by the main thread and the extraction workers. The workers run this file through Node's
// own type stripping, so it holds only erasable TypeScript (no enums, no parameter properties).

export type DocumentFormat = 'pdf' | 'docx' | 'doc' | 'xlsx' | 'xls' | 'csv' | 'txt' | 'md';

export type DocumentSection = { text: string; page?: number; sheet?: string; heading?: string };

export type ExtractedDocument = {
  format: DocumentFormat;
  title: string | null;
  sections: DocumentSection[];
  pageCount: number | null;
  usedOcr: boolean;
  characters: number;
};

export type DocumentProblem =
  | 'password_protected'
  | 'damaged'
  | 'no_text'
  | 'unsupported_type'
  | 'too_large'
  | 'timeout';

/** What a user is told for each problem; the upload pipeline stores it as the file's error message. */
export const documentProblemMessages: Record<DocumentProblem, string> = {
  password_protected: 'This file is password-protected',
  damaged: 'This file is damaged and could not be read',
  no_text: 'This file contains no text',
  unsupported_type:
    'This file type is not supported: upload a PDF, Word (doc, docx), Excel (xls, xlsx), CSV, text or Markdown file',
  too_large: 'This file is too large to read',
  timeout: 'Reading this file took too long',
};

/** A file that cannot be read, with a message that names the problem in the user's words. */
export class DocumentReadError extends Error {
  problem: DocumentProblem;

  constructor(problem: DocumentProblem, message: string = documentProblemMessages[problem]) {
    super(message);
    this.name = 'DocumentReadError';
    this.problem = problem;
  }
}

/** Extraction limits that every reader honours, so one file cannot flood memory or the index. */
export type ExtractionLimits = { maxCharacters: number; maxSheetCells: number };

export const defaultExtractionLimits: ExtractionLimits = { maxCharacters: 2_000_000, maxSheetCells: 200_000 };
