import { z } from 'zod';

/** Spec 2 §9: search returns up to 10 results. */
export const SEARCH_MAX_RESULTS = 10;
/** Longer text is not a question; the cap keeps embedding and full-text parsing cheap. */
export const SEARCH_QUERY_MAX_LENGTH = 500;

/** Document search's texts (spec 2 §5 and §8, word for word where the spec gives them). */
export const searchMessages = {
  enterQuery: 'Please enter a search query',
  noCompany: 'No company selected',
  failed: 'Search Failed',
  queryTooLong: `Please shorten the search query to ${SEARCH_QUERY_MAX_LENGTH} characters or fewer.`,
  limit: `The limit must be a whole number from 1 to ${SEARCH_MAX_RESULTS}.`,
} as const;

/** search-vector-store's body (spec 2 §7); the company is the account's own. */
export const searchInput = z.object({
  query: z
    .string(searchMessages.enterQuery)
    .trim()
    .min(1, searchMessages.enterQuery)
    .max(SEARCH_QUERY_MAX_LENGTH, searchMessages.queryTooLong),
  limit: z
    .number(searchMessages.limit)
    .int(searchMessages.limit)
    .min(1, searchMessages.limit)
    .max(SEARCH_MAX_RESULTS, searchMessages.limit)
    .default(SEARCH_MAX_RESULTS),
});
export type SearchInput = z.input<typeof searchInput>;

/** Full-text alone on PostgreSQL servers without pgvector; vectors and words fused otherwise. */
export type SearchMode = 'hybrid' | 'full-text';

/** Spec 2 §3 'Vector search result': id, content, similarity (0 to 1), metadata with file_name. */
export type SearchResult = {
  id: string;
  content: string;
  similarity: number;
  metadata: {
    file_name: string;
    file_id: string;
    page: number | null;
    sheet: string | null;
    section: string | null;
    chunk_number: number;
  };
};

export type SearchResponse = { mode: SearchMode; results: SearchResult[] };
