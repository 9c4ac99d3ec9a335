ALTER TABLE "accounts" ADD COLUMN "netsuite_customer_id" text;--> statement-breakpoint
ALTER TABLE "user_products" ADD COLUMN "revoked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "accounts_email_prefix_idx" ON "accounts" USING btree (lower("email") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "accounts_name_prefix_idx" ON "accounts" USING btree (lower("first_name" || ' ' || "last_name") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "accounts_reversed_name_prefix_idx" ON "accounts" USING btree (lower("last_name" || ' ' || "first_name") text_pattern_ops);