ALTER TABLE "qa_questions" ADD COLUMN "retired_by" text;--> statement-breakpoint
-- Questions retired before this column: by staff when the audit log records their retirement
-- (decision 0902), otherwise by the source.
UPDATE "qa_questions" q SET "retired_by" = CASE WHEN EXISTS (
  SELECT 1 FROM "audit_log" a
  WHERE a."action" = 'qa.question.retire' AND a."details"->>'questionId' = q."id"::text
) THEN 'staff' ELSE 'import' END
WHERE q."status" = 'retired';
