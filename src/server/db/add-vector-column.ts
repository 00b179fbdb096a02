/**
 * Where pgvector is installed, document chunks also keep their embedding as a native `vector`
 * column, filled by a trigger from the portable `real[]` one. Casting `real[]` on every row made
 * one exact search over 50,000 chunks take over a second in PGlite; the native column is what
 * pgvector scans fast (ARCHITECTURE §10: ~10 ms over 14.5k chunks). A server without pgvector
 * keeps only the array and searches by words. Every statement is idempotent: it runs after the
 * migrations at each start, so a server that gains pgvector later gains the column too.
 */
export const VECTOR_COLUMN_STATEMENTS = [
  'ALTER TABLE document_chunks ADD COLUMN IF NOT EXISTS embedding_vector vector',
  `CREATE OR REPLACE FUNCTION keel_document_chunk_vector() RETURNS trigger LANGUAGE plpgsql AS $$
   BEGIN
     NEW.embedding_vector := CASE WHEN cardinality(NEW.embedding) > 0 THEN NEW.embedding::vector END;
     RETURN NEW;
   END $$`,
  `CREATE OR REPLACE TRIGGER document_chunks_embedding_vector
   BEFORE INSERT OR UPDATE OF embedding ON document_chunks
   FOR EACH ROW EXECUTE FUNCTION keel_document_chunk_vector()`,
  'UPDATE document_chunks SET embedding_vector = embedding::vector WHERE embedding_vector IS NULL AND cardinality(embedding) > 0',
];

/** True when the database has pgvector installed (enableVectorExtension ran and succeeded). */
export const HAS_VECTOR_EXTENSION = "SELECT 1 FROM pg_extension WHERE extname = 'vector'";
