CREATE TABLE "board_identifiers" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"abim_number" text,
	"abp_number" text,
	"birth_month" integer,
	"birth_day" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_identifiers_month" CHECK ("board_identifiers"."birth_month" between 1 and 12),
	CONSTRAINT "board_identifiers_day" CHECK ("board_identifiers"."birth_day" between 1 and 31)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" integer,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"user_agent" text,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "board_identifiers" ADD CONSTRAINT "board_identifiers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_messages_created_idx" ON "contact_messages" USING btree ("created_at");