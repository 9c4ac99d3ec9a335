CREATE TABLE "trainer_plan_products" (
	"account_id" integer NOT NULL,
	"user_product_id" integer NOT NULL,
	CONSTRAINT "trainer_plan_products_account_id_user_product_id_pk" PRIMARY KEY("account_id","user_product_id")
);
--> statement-breakpoint
CREATE TABLE "trainer_plans" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"exam_code" text NOT NULL,
	"exam_date" date NOT NULL,
	"weekday_minutes" smallint[] NOT NULL,
	"retention_target" double precision NOT NULL,
	"planned_day" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "study_units_account_due_idx";--> statement-breakpoint
-- The study units before the Personal Trainer were loose work items with no plan (decision 1201).
DELETE FROM "study_units";--> statement-breakpoint
ALTER TABLE "memory_settings" ALTER COLUMN "desired_retention" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "memory_settings" ALTER COLUMN "desired_retention" DROP NOT NULL;--> statement-breakpoint
-- 0.9 was the default nobody chose: null lets the Personal Trainer's target apply (decision 1201).
UPDATE "memory_settings" SET "desired_retention" = NULL WHERE "desired_retention" = 0.9;--> statement-breakpoint
ALTER TABLE "study_units" ADD COLUMN "day" date NOT NULL;--> statement-breakpoint
ALTER TABLE "study_units" ADD COLUMN "position" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "study_units" ADD COLUMN "status" text DEFAULT 'planned' NOT NULL;--> statement-breakpoint
ALTER TABLE "study_units" ADD COLUMN "reason" text NOT NULL;--> statement-breakpoint
ALTER TABLE "study_units" ADD COLUMN "minutes" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "study_units" ADD COLUMN "item_count" smallint NOT NULL;--> statement-breakpoint
ALTER TABLE "study_units" ADD COLUMN "topic_id" integer;--> statement-breakpoint
ALTER TABLE "study_units" ADD COLUMN "section_id" text;--> statement-breakpoint
ALTER TABLE "study_units" ADD COLUMN "qa_session_id" integer;--> statement-breakpoint
ALTER TABLE "study_units" ADD COLUMN "baseline" integer;--> statement-breakpoint
ALTER TABLE "study_units" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trainer_plan_products" ADD CONSTRAINT "trainer_plan_products_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_plan_products" ADD CONSTRAINT "trainer_plan_products_user_product_id_user_products_id_fk" FOREIGN KEY ("user_product_id") REFERENCES "public"."user_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_plans" ADD CONSTRAINT "trainer_plans_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_units" ADD CONSTRAINT "study_units_topic_id_qa_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."qa_topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_units" ADD CONSTRAINT "study_units_qa_session_id_qa_sessions_id_fk" FOREIGN KEY ("qa_session_id") REFERENCES "public"."qa_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "study_units_account_day_idx" ON "study_units" USING btree ("account_id","day","position");--> statement-breakpoint
ALTER TABLE "study_units" DROP COLUMN "due_at";--> statement-breakpoint
-- The Study Board keeps a bank's topics and their question counts in memory until an import
-- changes them (db/memory-cache.ts, decision 0405).
CREATE TRIGGER "qa_banks_query_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qa_banks" FOR EACH STATEMENT EXECUTE FUNCTION "query_cache_notify"();--> statement-breakpoint
CREATE TRIGGER "qa_topics_query_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qa_topics" FOR EACH STATEMENT EXECUTE FUNCTION "query_cache_notify"();--> statement-breakpoint
CREATE TRIGGER "qa_questions_query_cache" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "qa_questions" FOR EACH STATEMENT EXECUTE FUNCTION "query_cache_notify"();
