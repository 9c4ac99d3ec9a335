-- The request limits' counts (decision 1702): unlogged, since a count lost in a crash only
-- lets an address start its window afresh, and each limited request writes a row (no WAL).
CREATE UNLOGGED TABLE "rate_limit_hits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"window_ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_ends_idx" ON "rate_limit_hits" USING btree ("window_ends_at");