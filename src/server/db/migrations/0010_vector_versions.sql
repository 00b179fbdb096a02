DROP INDEX "document_chunks_company_model_idx";--> statement-breakpoint
ALTER TABLE "document_term_counts" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "document_chunks_company_model_id_idx" ON "document_chunks" USING btree ("company_id","embedding_model","id");--> statement-breakpoint
-- As migration 0009's function, and each count it changes records the changing transaction as its
-- version (a transaction id is never reused): search reloads a company's vectors when the version
-- of its passages row (the empty term) is not the one it loaded.
CREATE OR REPLACE FUNCTION keel_count_document_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO document_term_counts AS counts (company_id, embedding_model, term, passages, version)
		SELECT company_id, embedding_model, term, count(*), pg_current_xact_id()::text::bigint FROM (
			SELECT company_id, embedding_model, unnest(tsvector_to_array(search_text)) AS term FROM changed_rows
			UNION ALL SELECT company_id, embedding_model, '' FROM changed_rows
		) AS terms
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT (company_id, embedding_model, term) DO UPDATE
			SET passages = counts.passages + excluded.passages, version = excluded.version;
	ELSE
		PERFORM 1 FROM document_term_counts AS counts
		JOIN (
			SELECT company_id, embedding_model, unnest(tsvector_to_array(search_text)) AS term FROM changed_rows
			UNION SELECT company_id, embedding_model, '' FROM changed_rows
		) AS removed ON counts.company_id = removed.company_id AND counts.embedding_model = removed.embedding_model
			AND counts.term = removed.term
		ORDER BY counts.company_id, counts.embedding_model, counts.term FOR UPDATE OF counts;
		UPDATE document_term_counts AS counts
		SET passages = counts.passages - removed.passages, version = pg_current_xact_id()::text::bigint
		FROM (
			SELECT company_id, embedding_model, term, count(*) AS passages FROM (
				SELECT company_id, embedding_model, unnest(tsvector_to_array(search_text)) AS term FROM changed_rows
				UNION ALL SELECT company_id, embedding_model, '' FROM changed_rows
			) AS terms GROUP BY 1, 2, 3
		) AS removed
		WHERE counts.company_id = removed.company_id AND counts.embedding_model = removed.embedding_model
			AND counts.term = removed.term;
		DELETE FROM document_term_counts AS counts WHERE counts.passages <= 0
			AND (counts.company_id, counts.embedding_model) IN (SELECT DISTINCT company_id, embedding_model FROM changed_rows);
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
UPDATE "document_term_counts" SET "version" = pg_current_xact_id()::text::bigint WHERE "term" = '';
--> statement-breakpoint
-- A chunk's embedding may be rewritten in place (the vector column's backfill does): that changes
-- the company's vectors too.
CREATE FUNCTION keel_version_updated_document_chunks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE document_term_counts SET version = pg_current_xact_id()::text::bigint
	WHERE term = '' AND (company_id, embedding_model) IN (
		SELECT company_id, embedding_model FROM old_rows UNION SELECT company_id, embedding_model FROM new_rows
	);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER document_chunks_version_updated AFTER UPDATE ON document_chunks
	REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION keel_version_updated_document_chunks();
