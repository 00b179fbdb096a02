CREATE TABLE "data_room_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"file_name" text NOT NULL,
	"file_size" bigint NOT NULL,
	"format" text NOT NULL,
	"storage_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"error_message" text,
	"total_chunks" integer DEFAULT 0 NOT NULL,
	"page_count" integer,
	"used_ocr" boolean DEFAULT false NOT NULL,
	"title" text,
	"ai_analysis_summary" text,
	"ai_reasoning" text,
	"matched_file_id" uuid,
	"confidence_score" real,
	"analyzed_recommendation_id" uuid,
	"correction_kind" text,
	"correction_file_key" text,
	"corrected_by" uuid,
	"corrected_at" timestamp with time zone,
	"job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "data_room_files_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "document_chunks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"ordinal" integer NOT NULL,
	"content" text NOT NULL,
	"page" integer,
	"sheet" text,
	"heading" text,
	"embedding_model" text NOT NULL,
	"embedding" real[] NOT NULL,
	"search_text" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', content)) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_chunks_file_ordinal_unique" UNIQUE("file_id","ordinal")
);
--> statement-breakpoint
ALTER TABLE "pending_file_deletions" ADD COLUMN "purge_after" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "data_room_files" ADD CONSTRAINT "data_room_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_files" ADD CONSTRAINT "data_room_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_files" ADD CONSTRAINT "data_room_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_files" ADD CONSTRAINT "data_room_files_matched_file_id_data_room_recommendation_files_id_fk" FOREIGN KEY ("matched_file_id") REFERENCES "public"."data_room_recommendation_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_files" ADD CONSTRAINT "data_room_files_analyzed_recommendation_id_data_room_recommendations_id_fk" FOREIGN KEY ("analyzed_recommendation_id") REFERENCES "public"."data_room_recommendations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_files" ADD CONSTRAINT "data_room_files_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_chunks" ADD CONSTRAINT "document_chunks_file_id_data_room_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."data_room_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_chunks" ADD CONSTRAINT "document_chunks_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_chunks" ADD CONSTRAINT "document_chunks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_room_files_account_idx" ON "data_room_files" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "data_room_files_company_idx" ON "data_room_files" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "data_room_files_matched_file_idx" ON "data_room_files" USING btree ("matched_file_id");--> statement-breakpoint
CREATE INDEX "data_room_files_unfinished_idx" ON "data_room_files" USING btree ("status") WHERE "data_room_files"."status" not in ('complete', 'failed');--> statement-breakpoint
CREATE INDEX "document_chunks_company_model_idx" ON "document_chunks" USING btree ("company_id","embedding_model");--> statement-breakpoint
CREATE INDEX "document_chunks_search_text_idx" ON "document_chunks" USING gin ("search_text");