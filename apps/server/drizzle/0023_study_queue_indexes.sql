DROP INDEX "memory_items_account_deck_due_idx";
--> statement-breakpoint
ALTER TABLE "memory_review_logs" ADD COLUMN "deck_id" integer;
--> statement-breakpoint
ALTER TABLE "memory_review_logs" ADD COLUMN "before_state" text GENERATED ALWAYS AS ("before"->>'state') STORED;
--> statement-breakpoint
ALTER TABLE "memory_review_logs" ADD CONSTRAINT "memory_review_logs_deck_id_fc_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."fc_decks"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
UPDATE "memory_review_logs" SET "deck_id" = "memory_items"."deck_id" FROM "memory_items" WHERE "memory_items"."id" = "memory_review_logs"."item_id" AND "memory_items"."deck_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX "memory_items_account_deck_learning_idx" ON "memory_items" USING btree ("account_id","deck_id","due") WHERE "memory_items"."state" in ('learning', 'relearning') and not "memory_items"."suspended";
--> statement-breakpoint
CREATE INDEX "memory_review_logs_deck_idx" ON "memory_review_logs" USING btree ("account_id","deck_id","reviewed_at","before_state") WHERE "memory_review_logs"."deck_id" is not null;
--> statement-breakpoint
CREATE INDEX "memory_items_account_deck_due_idx" ON "memory_items" USING btree ("account_id","deck_id","due","state","buried_until") WHERE not "memory_items"."suspended";
