CREATE TABLE "fc_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"note_id" integer NOT NULL,
	"ordinal" integer NOT NULL,
	"deck_id" integer NOT NULL,
	"status" text NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "fc_cards_note_ordinal_key" UNIQUE("note_id","ordinal")
);
--> statement-breakpoint
CREATE TABLE "fc_deck_products" (
	"deck_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	CONSTRAINT "fc_deck_products_deck_id_product_id_pk" PRIMARY KEY("deck_id","product_id"),
	CONSTRAINT "fc_deck_products_product_key" UNIQUE("product_id")
);
--> statement-breakpoint
CREATE TABLE "fc_decks" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"specialty" text NOT NULL,
	"bank_id" integer NOT NULL,
	"book_code" text,
	"imported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fc_decks_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "fc_note_questions" (
	"note_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	CONSTRAINT "fc_note_questions_note_id_question_id_pk" PRIMARY KEY("note_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "fc_note_topics" (
	"note_id" integer NOT NULL,
	"topic_id" integer NOT NULL,
	CONSTRAINT "fc_note_topics_note_id_topic_id_pk" PRIMARY KEY("note_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "fc_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"deck_id" integer NOT NULL,
	"code" text NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"kind" text NOT NULL,
	"front_html" text NOT NULL,
	"back_html" text,
	"extra_html" text,
	"book_section" text,
	"content_hash" text NOT NULL,
	"source_file" text NOT NULL,
	"sort_order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fc_notes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "memory_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"user_product_id" integer NOT NULL,
	"card_id" integer,
	"question_id" integer,
	"state" text NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"last_review" timestamp with time zone,
	"suspended" boolean DEFAULT false NOT NULL,
	"buried_until" timestamp with time zone,
	"flagged" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memory_items_one_subject" CHECK (num_nonnulls("memory_items"."card_id", "memory_items"."question_id") = 1)
);
--> statement-breakpoint
CREATE TABLE "memory_review_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"item_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"client_review_id" uuid NOT NULL,
	"reviewed_at" timestamp with time zone NOT NULL,
	"rating" smallint NOT NULL,
	"elapsed_days" double precision NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"duration_ms" integer NOT NULL,
	CONSTRAINT "memory_review_logs_rating" CHECK ("memory_review_logs"."rating" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "memory_settings" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"desired_retention" double precision DEFAULT 0.9 NOT NULL,
	"new_cards_per_day" integer DEFAULT 20 NOT NULL,
	"max_reviews_per_day" integer DEFAULT 200 NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"parameters" jsonb,
	"parameters_fitted_at" timestamp with time zone,
	"parameters_review_count" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fc_cards" ADD CONSTRAINT "fc_cards_note_id_fc_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."fc_notes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fc_cards" ADD CONSTRAINT "fc_cards_deck_id_fc_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."fc_decks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fc_deck_products" ADD CONSTRAINT "fc_deck_products_deck_id_fc_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."fc_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fc_deck_products" ADD CONSTRAINT "fc_deck_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fc_decks" ADD CONSTRAINT "fc_decks_bank_id_qa_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."qa_banks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fc_note_questions" ADD CONSTRAINT "fc_note_questions_note_id_fc_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."fc_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fc_note_questions" ADD CONSTRAINT "fc_note_questions_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fc_note_topics" ADD CONSTRAINT "fc_note_topics_note_id_fc_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."fc_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fc_note_topics" ADD CONSTRAINT "fc_note_topics_topic_id_qa_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."qa_topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fc_notes" ADD CONSTRAINT "fc_notes_deck_id_fc_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."fc_decks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_items" ADD CONSTRAINT "memory_items_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_items" ADD CONSTRAINT "memory_items_user_product_id_user_products_id_fk" FOREIGN KEY ("user_product_id") REFERENCES "public"."user_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_items" ADD CONSTRAINT "memory_items_card_id_fc_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."fc_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_items" ADD CONSTRAINT "memory_items_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_review_logs" ADD CONSTRAINT "memory_review_logs_item_id_memory_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."memory_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_review_logs" ADD CONSTRAINT "memory_review_logs_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_settings" ADD CONSTRAINT "memory_settings_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fc_cards_deck_idx" ON "fc_cards" USING btree ("deck_id","status","sort_order");--> statement-breakpoint
CREATE INDEX "fc_note_questions_question_idx" ON "fc_note_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "fc_note_topics_topic_idx" ON "fc_note_topics" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX "fc_notes_deck_idx" ON "fc_notes" USING btree ("deck_id","status","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "memory_items_account_card_key" ON "memory_items" USING btree ("account_id","card_id") WHERE "memory_items"."card_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "memory_items_account_question_key" ON "memory_items" USING btree ("account_id","question_id") WHERE "memory_items"."question_id" is not null;--> statement-breakpoint
CREATE INDEX "memory_items_account_due_idx" ON "memory_items" USING btree ("account_id","due") WHERE not "memory_items"."suspended";--> statement-breakpoint
CREATE UNIQUE INDEX "memory_review_logs_client_key" ON "memory_review_logs" USING btree ("account_id","client_review_id");--> statement-breakpoint
CREATE INDEX "memory_review_logs_item_idx" ON "memory_review_logs" USING btree ("item_id","reviewed_at");--> statement-breakpoint
CREATE INDEX "memory_review_logs_account_idx" ON "memory_review_logs" USING btree ("account_id","reviewed_at");