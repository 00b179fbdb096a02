ALTER TABLE "document_chunks" ADD COLUMN "passage_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
UPDATE "document_chunks" AS "chunk" SET "passage_title" = concat_ws(E'\n', nullif(regexp_replace(regexp_replace("file"."file_name", '\.[a-z0-9]{2,5}$', '', 'i'), '[_-]+', ' ', 'g'), ''), nullif("chunk"."sheet", ''), nullif("chunk"."heading", '')) FROM "data_room_files" AS "file" WHERE "file"."id" = "chunk"."file_id";--> statement-breakpoint
ALTER TABLE "document_chunks" DROP COLUMN "search_text";--> statement-breakpoint
ALTER TABLE "document_chunks" ADD COLUMN "search_text" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', passage_title || ' ' || content)) STORED;--> statement-breakpoint
CREATE INDEX "document_chunks_search_text_idx" ON "document_chunks" USING gin ("search_text");--> statement-breakpoint
CREATE TABLE "document_term_counts" (
	"company_id" uuid NOT NULL,
	"embedding_model" text NOT NULL,
	"term" text NOT NULL,
	"passages" integer NOT NULL,
	CONSTRAINT "document_term_counts_company_id_embedding_model_term_pk" PRIMARY KEY("company_id","embedding_model","term")
);
--> statement-breakpoint
ALTER TABLE "document_term_counts" ADD CONSTRAINT "document_term_counts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "document_term_counts" ("company_id", "embedding_model", "term", "passages")
SELECT "company_id", "embedding_model", "term", count(*) FROM (
	SELECT "company_id", "embedding_model", unnest(tsvector_to_array("search_text")) AS "term" FROM "document_chunks"
	UNION ALL SELECT "company_id", "embedding_model", '' FROM "document_chunks"
) AS "terms" GROUP BY 1, 2, 3;--> statement-breakpoint
-- Passages added or removed change the counts in one statement per statement, locking only their
-- words' rows and in term order, so two concurrent writers of one company queue instead of deadlocking.
CREATE FUNCTION keel_count_document_terms() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'INSERT' THEN
		INSERT INTO document_term_counts AS counts (company_id, embedding_model, term, passages)
		SELECT company_id, embedding_model, term, count(*) FROM (
			SELECT company_id, embedding_model, unnest(tsvector_to_array(search_text)) AS term FROM changed_rows
			UNION ALL SELECT company_id, embedding_model, '' FROM changed_rows
		) AS terms
		GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
		ON CONFLICT (company_id, embedding_model, term) DO UPDATE SET passages = counts.passages + excluded.passages;
	ELSE
		PERFORM 1 FROM document_term_counts AS counts
		JOIN (
			SELECT company_id, embedding_model, unnest(tsvector_to_array(search_text)) AS term FROM changed_rows
			UNION SELECT company_id, embedding_model, '' FROM changed_rows
		) AS removed ON counts.company_id = removed.company_id AND counts.embedding_model = removed.embedding_model
			AND counts.term = removed.term
		ORDER BY counts.company_id, counts.embedding_model, counts.term FOR UPDATE OF counts;
		UPDATE document_term_counts AS counts SET passages = counts.passages - removed.passages
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
CREATE TRIGGER document_chunks_count_terms_added AFTER INSERT ON document_chunks
	REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION keel_count_document_terms();--> statement-breakpoint
CREATE TRIGGER document_chunks_count_terms_removed AFTER DELETE ON document_chunks
	REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION keel_count_document_terms();
