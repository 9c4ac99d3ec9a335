CREATE TABLE "book_highlights" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"book_code" text NOT NULL,
	"section_id" text NOT NULL,
	"start_offset" integer NOT NULL,
	"end_offset" integer NOT NULL,
	"quote" text NOT NULL,
	"section_hash" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_highlights_range_check" CHECK ("book_highlights"."end_offset" > "book_highlights"."start_offset" and "book_highlights"."start_offset" >= 0)
);
--> statement-breakpoint
CREATE TABLE "book_reading_places" (
	"account_id" integer NOT NULL,
	"book_code" text NOT NULL,
	"last_section_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_reading_places_account_id_book_code_pk" PRIMARY KEY("account_id","book_code")
);
--> statement-breakpoint
CREATE TABLE "book_section_texts" (
	"book_code" text NOT NULL,
	"section_id" text NOT NULL,
	"section_title" text NOT NULL,
	"chapter_title" text NOT NULL,
	"reading_order" integer NOT NULL,
	"body" text NOT NULL,
	"search_text" text NOT NULL,
	"content_hash" text NOT NULL,
	"document" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', section_title), 'A') || setweight(to_tsvector('english', search_text), 'B')) STORED NOT NULL,
	CONSTRAINT "book_section_texts_book_code_section_id_pk" PRIMARY KEY("book_code","section_id")
);
--> statement-breakpoint
CREATE TABLE "book_sections_read" (
	"account_id" integer NOT NULL,
	"book_code" text NOT NULL,
	"section_id" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_sections_read_account_id_book_code_section_id_pk" PRIMARY KEY("account_id","book_code","section_id")
);
--> statement-breakpoint
ALTER TABLE "book_highlights" ADD CONSTRAINT "book_highlights_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_reading_places" ADD CONSTRAINT "book_reading_places_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_sections_read" ADD CONSTRAINT "book_sections_read_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "book_highlights_account_book_idx" ON "book_highlights" USING btree ("account_id","book_code");--> statement-breakpoint
CREATE INDEX "book_section_texts_document_idx" ON "book_section_texts" USING gin ("document");