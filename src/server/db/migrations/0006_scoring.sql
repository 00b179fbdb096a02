CREATE TABLE "company_factor_scores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"factor_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"score" real,
	"importance" real,
	"is_relevant" boolean,
	"score_confidence" real,
	"rationale" text,
	"evidence" jsonb,
	"engine" text,
	"error_message" text,
	"invalidated_reason" text,
	"job_id" text,
	"processing_started_at" timestamp with time zone,
	"last_scored_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_factor_scores_company_factor_unique" UNIQUE("company_id","factor_id"),
	CONSTRAINT "company_factor_scores_score_range" CHECK ("company_factor_scores"."score" is null or "company_factor_scores"."score" between 0 and 10),
	CONSTRAINT "company_factor_scores_importance_range" CHECK ("company_factor_scores"."importance" is null or "company_factor_scores"."importance" between 0 and 10),
	CONSTRAINT "company_factor_scores_confidence_range" CHECK ("company_factor_scores"."score_confidence" is null or "company_factor_scores"."score_confidence" between 0 and 1)
);
--> statement-breakpoint
CREATE TABLE "factors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"area" text NOT NULL,
	"question_text" text NOT NULL,
	"rubric" jsonb NOT NULL,
	"default_importance" integer NOT NULL,
	"question_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"document_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_terms" text DEFAULT '' NOT NULL,
	"order_value" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "factors_key_unique" UNIQUE("key"),
	CONSTRAINT "factors_default_importance_range" CHECK ("factors"."default_importance" between 0 and 10)
);
--> statement-breakpoint
ALTER TABLE "company_factor_scores" ADD CONSTRAINT "company_factor_scores_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_factor_scores" ADD CONSTRAINT "company_factor_scores_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_factor_scores" ADD CONSTRAINT "company_factor_scores_factor_id_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."factors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_factor_scores_company_status_idx" ON "company_factor_scores" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "company_factor_scores_account_idx" ON "company_factor_scores" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "company_factor_scores_factor_idx" ON "company_factor_scores" USING btree ("factor_id");--> statement-breakpoint
CREATE INDEX "company_factor_scores_processing_idx" ON "company_factor_scores" USING btree ("status") WHERE "company_factor_scores"."status" = 'processing';--> statement-breakpoint
CREATE INDEX "factors_area_order_idx" ON "factors" USING btree ("area","order_value");