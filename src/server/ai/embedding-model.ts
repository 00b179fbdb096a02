/**
 * The embedding model document-search stores are bound to. Vectors of different models are never
 * compared, so each store (and later each chunk) records the model that made it. The offline
 * engine's hashed n-gram embeddings are the default; a remote model is selected by config.
 */
export const OFFLINE_EMBEDDING_MODEL = 'keel-offline-hashed-ngrams-v1';
