CREATE TABLE "data_room_recommendation_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recommendation_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"document_key" text,
	"file_name" text NOT NULL,
	"category" text NOT NULL,
	"action" text NOT NULL,
	"priority" text NOT NULL,
	"description" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_room_recommendations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"status" text DEFAULT 'processing' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"started_by" uuid,
	"answered_questions" integer DEFAULT 0 NOT NULL,
	"total_questions" integer DEFAULT 0 NOT NULL,
	"governance_areas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"prompt_summary" text,
	"source_answers_hash" text,
	"engine" text,
	"job_id" text,
	"error_message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "data_room_recommendation_files" ADD CONSTRAINT "data_room_recommendation_files_recommendation_id_data_room_recommendations_id_fk" FOREIGN KEY ("recommendation_id") REFERENCES "public"."data_room_recommendations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_recommendation_files" ADD CONSTRAINT "data_room_recommendation_files_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_recommendations" ADD CONSTRAINT "data_room_recommendations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_room_recommendations" ADD CONSTRAINT "data_room_recommendations_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_room_recommendation_files_recommendation_idx" ON "data_room_recommendation_files" USING btree ("recommendation_id");--> statement-breakpoint
CREATE INDEX "data_room_recommendation_files_account_idx" ON "data_room_recommendation_files" USING btree ("account_id","is_active");--> statement-breakpoint
CREATE UNIQUE INDEX "data_room_recommendations_one_processing_idx" ON "data_room_recommendations" USING btree ("account_id") WHERE "data_room_recommendations"."status" = 'processing';--> statement-breakpoint
CREATE UNIQUE INDEX "data_room_recommendations_one_active_idx" ON "data_room_recommendations" USING btree ("account_id") WHERE "data_room_recommendations"."is_active";--> statement-breakpoint
CREATE INDEX "data_room_recommendations_account_created_idx" ON "data_room_recommendations" USING btree ("account_id","created_at");