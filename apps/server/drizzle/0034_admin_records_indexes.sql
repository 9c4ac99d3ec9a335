CREATE INDEX "accounts_terms_accepted_idx" ON "accounts" USING btree ("accepted_terms_at" desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "accounts_terms_version_idx" ON "accounts" USING btree (coalesce("accepted_terms_version", 0) desc,"accepted_terms_at" desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_prefix_idx" ON "mail_outbox" USING btree (lower("to") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_subject_prefix_idx" ON "mail_outbox" USING btree (lower("subject") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "mail_outbox_failed_idx" ON "mail_outbox" USING btree ("id") WHERE "mail_outbox"."sent_at" is null and "mail_outbox"."error" is not null;