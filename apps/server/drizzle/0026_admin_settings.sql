ALTER TABLE "products" ADD COLUMN "trial_days" integer;--> statement-breakpoint
ALTER TABLE "favorite_admin_links" ADD CONSTRAINT "favorite_admin_links_text_key" UNIQUE("account_id","text");