CREATE TABLE "qa_sa_answers" (
	"attempt_id" integer NOT NULL,
	"position" integer NOT NULL,
	"selected_key" text,
	"flagged" boolean DEFAULT false NOT NULL,
	"struck_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "qa_sa_answers_attempt_id_position_pk" PRIMARY KEY("attempt_id","position")
);
--> statement-breakpoint
CREATE TABLE "qa_sa_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_product_id" integer NOT NULL,
	"form_id" integer NOT NULL,
	"status" text DEFAULT 'inProgress' NOT NULL,
	"current_block" integer DEFAULT 1 NOT NULL,
	"block_started_at" timestamp with time zone,
	"block_seconds" jsonb NOT NULL,
	"question_count" integer NOT NULL,
	"correct_count" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qa_sa_form_items" (
	"form_id" integer NOT NULL,
	"position" integer NOT NULL,
	"block_number" integer NOT NULL,
	"question_id" integer NOT NULL,
	CONSTRAINT "qa_sa_form_items_form_id_position_pk" PRIMARY KEY("form_id","position")
);
--> statement-breakpoint
CREATE TABLE "qa_sa_forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_id" integer NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"product_id" integer NOT NULL,
	"passing_percent" integer NOT NULL,
	"blocks" jsonb NOT NULL,
	"question_count" integer NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qa_sa_forms_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "qa_sa_answers" ADD CONSTRAINT "qa_sa_answers_attempt_id_qa_sa_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."qa_sa_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_sa_attempts" ADD CONSTRAINT "qa_sa_attempts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_sa_attempts" ADD CONSTRAINT "qa_sa_attempts_user_product_id_user_products_id_fk" FOREIGN KEY ("user_product_id") REFERENCES "public"."user_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_sa_attempts" ADD CONSTRAINT "qa_sa_attempts_form_id_qa_sa_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."qa_sa_forms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_sa_form_items" ADD CONSTRAINT "qa_sa_form_items_form_id_qa_sa_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."qa_sa_forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_sa_form_items" ADD CONSTRAINT "qa_sa_form_items_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_sa_forms" ADD CONSTRAINT "qa_sa_forms_bank_id_qa_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."qa_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_sa_forms" ADD CONSTRAINT "qa_sa_forms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qa_sa_attempts_form_idx" ON "qa_sa_attempts" USING btree ("form_id","status");--> statement-breakpoint
CREATE INDEX "qa_sa_attempts_product_idx" ON "qa_sa_attempts" USING btree ("user_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qa_sa_attempts_one_open_key" ON "qa_sa_attempts" USING btree ("user_product_id") WHERE "qa_sa_attempts"."status" = 'inProgress';