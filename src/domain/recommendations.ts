/**
 * The recommended data-room index's fixed vocabularies (spec §4 and §9), defined once: the
 * database schema, the AI engines' zod schemas and the web app all use these lists.
 */

/** A generation run is processing until it completes or errors. */
export const recommendationStatuses = ['processing', 'errored', 'complete'] as const;
export type RecommendationStatus = (typeof recommendationStatuses)[number];

/** How a recommended file compares with the previous recommendation. */
export const fileActions = ['new', 'updated', 'unchanged', 'remove'] as const;
export type FileAction = (typeof fileActions)[number];

export const priorities = ['high', 'medium', 'low'] as const;
export type Priority = (typeof priorities)[number];
