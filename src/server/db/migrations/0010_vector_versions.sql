DROP INDEX "document_chunks_company_model_idx";--> statement-breakpoint
ALTER TABLE "document_term_counts" ADD COLUMN "version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "document_chunks_company_model_id_idx" ON "document_chunks" USING btree ("company_id","embedding_model","id");--> statement-breakpoint
-- Every statement that adds, removes or rewrites a company's passages records its transaction as
-- the version of that company's passages row (the empty term, kept by migration 0009's triggers,
-- which fire first by name): search reloads the index it holds when the version is not the one it
-- loaded. A transaction id is never reused. Transition tables allow one event per trigger, hence three.
CREATE FUNCTION keel_version_document_chunks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE document_term_counts SET version = pg_current_xact_id()::text::bigint
	WHERE term = '' AND (company_id, embedding_model) IN (SELECT company_id, embedding_model FROM changed_rows);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER document_chunks_version_added AFTER INSERT ON document_chunks
	REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION keel_version_document_chunks();--> statement-breakpoint
CREATE TRIGGER document_chunks_version_removed AFTER DELETE ON document_chunks
	REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION keel_version_document_chunks();--> statement-breakpoint
CREATE TRIGGER document_chunks_version_rewritten AFTER UPDATE ON document_chunks
	REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION keel_version_document_chunks();--> statement-breakpoint
UPDATE "document_term_counts" SET "version" = pg_current_xact_id()::text::bigint WHERE "term" = '';
