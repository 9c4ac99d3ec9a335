CREATE TABLE "media_lectures" (
	"id" serial PRIMARY KEY NOT NULL,
	"library_code" text NOT NULL,
	"slug" text NOT NULL,
	"product_codes" text[] NOT NULL,
	"bank_code" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"speaker" text NOT NULL,
	"topic" text NOT NULL,
	"topic_name" text NOT NULL,
	"description" text NOT NULL,
	"file_key" text NOT NULL,
	"mime_type" text NOT NULL,
	"byte_size" bigint NOT NULL,
	"file_hash" text NOT NULL,
	"file_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"captions_key" text,
	"captions_size" integer,
	"captions_hash" text,
	"duration_seconds" double precision NOT NULL,
	"chapters" jsonb NOT NULL,
	"transcript" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	"content_hash" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_lectures_library_slug_key" UNIQUE("library_code","slug"),
	CONSTRAINT "media_lectures_duration" CHECK ("media_lectures"."duration_seconds" > 0),
	CONSTRAINT "media_lectures_size" CHECK ("media_lectures"."byte_size" > 0)
);
--> statement-breakpoint
CREATE TABLE "media_positions" (
	"account_id" integer NOT NULL,
	"lecture_id" integer NOT NULL,
	"position_seconds" double precision NOT NULL,
	"finished" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_positions_pkey" PRIMARY KEY("account_id","lecture_id"),
	CONSTRAINT "media_positions_position" CHECK ("media_positions"."position_seconds" >= 0)
);
--> statement-breakpoint
ALTER TABLE "media_positions" ADD CONSTRAINT "media_positions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_positions" ADD CONSTRAINT "media_positions_lecture_id_media_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."media_lectures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_lectures_library_idx" ON "media_lectures" USING btree ("library_code","sort_order");--> statement-breakpoint
CREATE INDEX "media_positions_recent_idx" ON "media_positions" USING btree ("account_id","updated_at");