CREATE TABLE "known_devices" (
	"token_hash" text NOT NULL,
	"account_id" integer NOT NULL,
	"last_signed_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_devices_token_hash_account_id_pk" PRIMARY KEY("token_hash","account_id")
);
--> statement-breakpoint
CREATE TABLE "pending_registrations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"password_hash" text NOT NULL,
	"terms_version" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_registrations_email_idx" ON "pending_registrations" USING btree (lower("email"));--> statement-breakpoint
-- Staff could read reset links in the outbox: the links already kept there are removed, as the
-- mailer now removes every secret before it writes a message there.
UPDATE "mail_outbox" SET "text" = regexp_replace("text", '(\?token=)[A-Za-z0-9_%-]+', '\1[removed]', 'g') WHERE "text" LIKE '%?token=%';
