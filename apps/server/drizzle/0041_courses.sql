CREATE TABLE "course_lesson_progress" (
	"account_id" integer NOT NULL,
	"lesson_id" integer NOT NULL,
	"position_seconds" double precision,
	"attempts" integer DEFAULT 0 NOT NULL,
	"best_score_percent" integer,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_lesson_progress_pkey" PRIMARY KEY("account_id","lesson_id"),
	CONSTRAINT "course_lesson_progress_position" CHECK ("course_lesson_progress"."position_seconds" >= 0),
	CONSTRAINT "course_lesson_progress_score" CHECK ("course_lesson_progress"."best_score_percent" between 0 and 100 and "course_lesson_progress"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "course_lessons" (
	"id" serial PRIMARY KEY NOT NULL,
	"course_code" text NOT NULL,
	"slug" text NOT NULL,
	"product_codes" text[] NOT NULL,
	"kind" text NOT NULL,
	"module_slug" text NOT NULL,
	"sort_order" integer NOT NULL,
	"content_hash" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_lessons_course_slug_key" UNIQUE("course_code","slug")
);
--> statement-breakpoint
ALTER TABLE "course_lesson_progress" ADD CONSTRAINT "course_lesson_progress_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_lesson_progress" ADD CONSTRAINT "course_lesson_progress_lesson_id_course_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "public"."course_lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_lesson_progress_done_idx" ON "course_lesson_progress" USING btree ("account_id","completed_at");