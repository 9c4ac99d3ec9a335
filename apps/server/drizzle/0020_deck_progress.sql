CREATE TABLE "fc_deck_progress" (
	"account_id" integer NOT NULL,
	"deck_id" integer NOT NULL,
	"started_cards" integer NOT NULL,
	CONSTRAINT "fc_deck_progress_account_id_deck_id_pk" PRIMARY KEY("account_id","deck_id")
);
--> statement-breakpoint
ALTER TABLE "fc_decks" ADD COLUMN "published_cards" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "memory_items" ADD COLUMN "deck_id" integer;--> statement-breakpoint
UPDATE "memory_items" m SET "deck_id" = c."deck_id" FROM "fc_cards" c WHERE c."id" = m."card_id";--> statement-breakpoint
UPDATE "fc_decks" d SET "published_cards" = (SELECT count(*) FROM "fc_cards" c WHERE c."deck_id" = d."id" AND c."status" = 'published');--> statement-breakpoint
INSERT INTO "fc_deck_progress" ("account_id", "deck_id", "started_cards")
	SELECT m."account_id", m."deck_id", count(*) FROM "memory_items" m JOIN "fc_cards" c ON c."id" = m."card_id"
	WHERE c."status" = 'published' AND m."state" <> 'new' GROUP BY 1, 2;--> statement-breakpoint
ALTER TABLE "fc_deck_progress" ADD CONSTRAINT "fc_deck_progress_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fc_deck_progress" ADD CONSTRAINT "fc_deck_progress_deck_id_fc_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."fc_decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memory_items" ADD CONSTRAINT "memory_items_deck_id_fc_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."fc_decks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memory_items_account_deck_due_idx" ON "memory_items" USING btree ("account_id","deck_id","due") WHERE not "memory_items"."suspended";--> statement-breakpoint
CREATE INDEX "memory_items_account_deck_new_idx" ON "memory_items" USING btree ("account_id","deck_id") WHERE "memory_items"."state" = 'new';--> statement-breakpoint
ALTER TABLE "memory_items" ADD CONSTRAINT "memory_items_card_deck" CHECK (("memory_items"."card_id" is null) = ("memory_items"."deck_id" is null));