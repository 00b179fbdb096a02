CREATE TABLE "session_impersonations" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"question_uuid" uuid NOT NULL,
	"answer_value" text NOT NULL,
	"answered_by" uuid,
	"current" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text,
	"question_text" text NOT NULL,
	"governance_area" text NOT NULL,
	"answer_set" text NOT NULL,
	"options" jsonb,
	"expiration_days" integer DEFAULT 90 NOT NULL,
	"order_value" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	"edited_by" uuid,
	CONSTRAINT "company_questions_key_unique" UNIQUE("key"),
	CONSTRAINT "company_questions_expiration_positive" CHECK ("company_questions"."expiration_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "session_impersonations" ADD CONSTRAINT "session_impersonations_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_impersonations" ADD CONSTRAINT "session_impersonations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_answers" ADD CONSTRAINT "company_answers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_answers" ADD CONSTRAINT "company_answers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_answers" ADD CONSTRAINT "company_answers_question_uuid_company_questions_id_fk" FOREIGN KEY ("question_uuid") REFERENCES "public"."company_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_answers" ADD CONSTRAINT "company_answers_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_questions" ADD CONSTRAINT "company_questions_edited_by_users_id_fk" FOREIGN KEY ("edited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_answers_one_current_idx" ON "company_answers" USING btree ("company_id","question_uuid") WHERE "company_answers"."current";--> statement-breakpoint
CREATE INDEX "company_answers_account_current_idx" ON "company_answers" USING btree ("account_id","current");--> statement-breakpoint
CREATE INDEX "company_answers_question_idx" ON "company_answers" USING btree ("company_id","question_uuid","created_at");--> statement-breakpoint
CREATE INDEX "company_questions_order_idx" ON "company_questions" USING btree ("order_value");