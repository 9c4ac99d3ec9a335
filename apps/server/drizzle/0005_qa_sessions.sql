CREATE TABLE "qa_bank_products" (
	"bank_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "qa_bank_products_bank_id_product_id_pk" PRIMARY KEY("bank_id","product_id"),
	CONSTRAINT "qa_bank_products_product_key" UNIQUE("product_id")
);
--> statement-breakpoint
CREATE TABLE "qa_banks" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"specialty" text NOT NULL,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qa_banks_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "qa_choice_counts" (
	"question_id" integer NOT NULL,
	"choice_key" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "qa_choice_counts_question_id_choice_key_pk" PRIMARY KEY("question_id","choice_key")
);
--> statement-breakpoint
CREATE TABLE "qa_learner_questions" (
	"account_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"seen" boolean DEFAULT false NOT NULL,
	"answered" boolean DEFAULT false NOT NULL,
	"last_correct" boolean,
	"bookmarked" boolean DEFAULT false NOT NULL,
	"answer_count" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qa_learner_questions_account_id_question_id_pk" PRIMARY KEY("account_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "qa_moc_objectives" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_id" integer NOT NULL,
	"code" text NOT NULL,
	"text" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "qa_moc_objectives_bank_code_key" UNIQUE("bank_id","code")
);
--> statement-breakpoint
CREATE TABLE "qa_question_moc_objectives" (
	"question_id" integer NOT NULL,
	"objective_id" integer NOT NULL,
	CONSTRAINT "qa_question_moc_objectives_question_id_objective_id_pk" PRIMARY KEY("question_id","objective_id")
);
--> statement-breakpoint
CREATE TABLE "qa_question_topics" (
	"question_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	CONSTRAINT "qa_question_topics_question_id_topic_id_pk" PRIMARY KEY("question_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "qa_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_id" integer NOT NULL,
	"code" text NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"curated_review" boolean DEFAULT false NOT NULL,
	"stem_html" text NOT NULL,
	"lead_in" text NOT NULL,
	"choices" jsonb NOT NULL,
	"correct_key" text NOT NULL,
	"explanation_summary" text NOT NULL,
	"educational_objective" text NOT NULL,
	"references" jsonb NOT NULL,
	"content_hash" text NOT NULL,
	"source_file" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "qa_questions_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "qa_session_items" (
	"session_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question_id" integer NOT NULL,
	"question_version" integer NOT NULL,
	"selected_key" text,
	"is_correct" boolean,
	"counted_in_shares" boolean DEFAULT false NOT NULL,
	"bookmarked" boolean DEFAULT false NOT NULL,
	"struck_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"seen_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	CONSTRAINT "qa_session_items_session_id_position_pk" PRIMARY KEY("session_id","position")
);
--> statement-breakpoint
CREATE TABLE "qa_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_product_id" integer NOT NULL,
	"name" text NOT NULL,
	"session_type" text NOT NULL,
	"view_mode" text NOT NULL,
	"duration_seconds" integer,
	"seconds_elapsed" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"requested_count" integer NOT NULL,
	"question_count" integer NOT NULL,
	"answered_count" integer DEFAULT 0 NOT NULL,
	"correct_count" integer DEFAULT 0 NOT NULL,
	"current_position" integer DEFAULT 1 NOT NULL,
	"filters" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "qa_topics" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"parent_id" integer,
	"sort_order" integer NOT NULL,
	CONSTRAINT "qa_topics_bank_code_key" UNIQUE("bank_id","code")
);
--> statement-breakpoint
ALTER TABLE "qa_bank_products" ADD CONSTRAINT "qa_bank_products_bank_id_qa_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."qa_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_bank_products" ADD CONSTRAINT "qa_bank_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_choice_counts" ADD CONSTRAINT "qa_choice_counts_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_learner_questions" ADD CONSTRAINT "qa_learner_questions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_learner_questions" ADD CONSTRAINT "qa_learner_questions_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_moc_objectives" ADD CONSTRAINT "qa_moc_objectives_bank_id_qa_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."qa_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_question_moc_objectives" ADD CONSTRAINT "qa_question_moc_objectives_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_question_moc_objectives" ADD CONSTRAINT "qa_question_moc_objectives_objective_id_qa_moc_objectives_id_fk" FOREIGN KEY ("objective_id") REFERENCES "public"."qa_moc_objectives"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_question_topics" ADD CONSTRAINT "qa_question_topics_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_question_topics" ADD CONSTRAINT "qa_question_topics_topic_id_qa_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."qa_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_questions" ADD CONSTRAINT "qa_questions_bank_id_qa_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."qa_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_session_items" ADD CONSTRAINT "qa_session_items_session_id_qa_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."qa_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_session_items" ADD CONSTRAINT "qa_session_items_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_sessions" ADD CONSTRAINT "qa_sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_sessions" ADD CONSTRAINT "qa_sessions_user_product_id_user_products_id_fk" FOREIGN KEY ("user_product_id") REFERENCES "public"."user_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_topics" ADD CONSTRAINT "qa_topics_bank_id_qa_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."qa_banks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qa_topics" ADD CONSTRAINT "qa_topics_parent_id_qa_topics_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."qa_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "qa_question_moc_objectives_objective_idx" ON "qa_question_moc_objectives" USING btree ("objective_id","question_id");--> statement-breakpoint
CREATE INDEX "qa_question_topics_topic_idx" ON "qa_question_topics" USING btree ("topic_id","question_id");--> statement-breakpoint
CREATE INDEX "qa_questions_pool_idx" ON "qa_questions" USING btree ("bank_id","status","curated_review","id","version");--> statement-breakpoint
CREATE INDEX "qa_session_items_question_idx" ON "qa_session_items" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "qa_sessions_product_created_idx" ON "qa_sessions" USING btree ("user_product_id","created_at");--> statement-breakpoint
CREATE INDEX "qa_sessions_account_idx" ON "qa_sessions" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "qa_sessions_one_active_key" ON "qa_sessions" USING btree ("account_id") WHERE "qa_sessions"."is_active";--> statement-breakpoint
CREATE INDEX "qa_topics_parent_idx" ON "qa_topics" USING btree ("parent_id");