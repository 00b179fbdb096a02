import { z } from 'zod';
import { acceptedUploadExtensions } from '../data-room.ts';

/** The data room's texts (spec 2 §8, word for word where the spec gives them). */
export const dataRoomMessages = {
  selectRecommendationFirst: 'Please select a recommendation first',
  unsupportedType: `This file type is not supported. Upload one of: ${acceptedUploadExtensions.join(', ')}.`,
  tooManyFiles: (limit: number) =>
    `This data room already holds the maximum of ${limit} files. Delete files you no longer need to upload more.`,
  fileNotFound: 'File not found.',
  uploadFailed: (file: string, reason: string) => `Failed to upload ${file}: ${reason}`,
  uploadedAndAnalyzed: (file: string) => `${file} uploaded and analyzed successfully`,
  analysisFailed: (file: string) => `Analysis failed for ${file}`,
  vectorStoreUploadFailed: (file: string) => `Vector store upload failed for ${file}`,
  deleted: (file: string) => `${file} deleted successfully`,
  deleteFailed: (file: string) => `Failed to delete ${file}`,
  fetchFilesFailed: 'Failed to fetch data room files',
  loadRecommendationsFailed: 'Failed to load data room recommendations',
  fetchRecommendationFailed: 'Failed to fetch recommendation data',
  processingFailed: 'This file could not be processed. Delete it and upload it again.',
} as const;

/** A person's correction of a match: another recommended file, or 'Not a match'. */
export const correctFileMatchInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('file'), recommendedFileId: z.uuid('Choose a recommended file.') }),
    z.object({ kind: z.literal('none') }),
    z.object({ kind: z.literal('engine') }),
  ],
  { error: "Choose what the file is: kind 'file' (with recommendedFileId), 'none' or 'engine'." },
);
export type CorrectFileMatchInput = z.infer<typeof correctFileMatchInput>;
