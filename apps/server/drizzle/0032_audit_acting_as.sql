ALTER TABLE "audit_log" ADD COLUMN "acting_as_account_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_acting_as_account_id_accounts_id_fk" FOREIGN KEY ("acting_as_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Rows written before the column keep what the log used to infer for them (decision 1304): the
-- subject, when the actor's last assume.start or assume.stop before the row was a start naming it.
UPDATE "audit_log" r SET "acting_as_account_id" = r."subject_account_id"
WHERE r."subject_account_id" IS NOT NULL AND r."subject_account_id" IS DISTINCT FROM r."actor_account_id"
  AND r."subject_account_id" = (
    SELECT CASE WHEN e."action" = 'assume.start' THEN e."subject_account_id" END
    FROM "audit_log" e
    WHERE e."actor_account_id" = r."actor_account_id" AND e."action" IN ('assume.start', 'assume.stop')
      AND e."id" < r."id"
    ORDER BY e."id" DESC LIMIT 1
  );--> statement-breakpoint
DROP INDEX "audit_log_assume_idx";--> statement-breakpoint
CREATE INDEX "audit_log_acting_as_idx" ON "audit_log" USING btree ("acting_as_account_id","id");
