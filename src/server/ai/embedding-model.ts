/**
 * The embedding model document-search stores are bound to. Vectors of different models are never
 * compared, so each store and each chunk records the model that made it; a store on another
 * model than the engine's is re-indexed in the background. The offline engine's hashed embeddings
 * are the default; a remote model is selected by config (AI_EMBEDDING_MODEL).
 */
export const OFFLINE_EMBEDDING_MODEL = 'keel-offline-words-synonyms-v5';
// v3: the same features as v2 over a larger synonym table (lay words: 'owe' meets 'facility',
// 'poach' meets 'non-solicitation'). v4: more lay words ('VC', 'brand name', 'sacked', 'fiddling
// the books', CVs), 'owns' only in a phrase, so 'our own code' is not about shareholdings, the
// knowledge base's new names (its aliases are groups too), and a register's 'Auszug', 'uittreksel'
// and 'extrait' read as 'extract'. A store on an earlier version is searched by its words alone
// until its re-index, since its vectors lack the new groups' features. v5: the knowledge base's
// local names ('Aktueller Ausdruck', 'akte van oprichting', 'Term Facility', HIRA) join its groups.

/** The first offline model (words and word pairs only): kept so stores on it answer until re-indexed. */
export const OFFLINE_EMBEDDING_MODEL_V1 = 'keel-offline-hashed-ngrams-v1';
