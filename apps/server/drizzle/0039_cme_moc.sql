CREATE TABLE "cme_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"activity_code" text NOT NULL,
	"title" text NOT NULL,
	"kind" text NOT NULL,
	"units_per_credit" integer NOT NULL,
	"passing_percent" integer,
	"max_quarters" integer NOT NULL,
	"abim_ratio_percent" integer,
	"abp_ratio_percent" integer,
	"released_on" date NOT NULL,
	"expires_on" date NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cme_activities_product_key" UNIQUE("product_id"),
	CONSTRAINT "cme_activities_code_key" UNIQUE("activity_code"),
	CONSTRAINT "cme_activities_units" CHECK ("cme_activities"."units_per_credit" > 0),
	CONSTRAINT "cme_activities_passing" CHECK ("cme_activities"."passing_percent" between 0 and 100),
	CONSTRAINT "cme_activities_max" CHECK ("cme_activities"."max_quarters" > 0),
	CONSTRAINT "cme_activities_dates" CHECK ("cme_activities"."expires_on" > "cme_activities"."released_on")
);
--> statement-breakpoint
CREATE TABLE "cme_claims" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"covered_from_quarters" integer NOT NULL,
	"covered_to_quarters" integer NOT NULL,
	"claimed_quarters" integer NOT NULL,
	"completed_on" date NOT NULL,
	"evaluation" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cme_claims_work_key" UNIQUE("account_id","activity_id","covered_from_quarters"),
	CONSTRAINT "cme_claims_claimed" CHECK ("cme_claims"."claimed_quarters" > 0),
	CONSTRAINT "cme_claims_covered" CHECK ("cme_claims"."claimed_quarters" <= "cme_claims"."covered_to_quarters" - "cme_claims"."covered_from_quarters")
);
--> statement-breakpoint
CREATE TABLE "cme_moc_batches" (
	"id" serial PRIMARY KEY NOT NULL,
	"board" text NOT NULL,
	"report_count" integer NOT NULL,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cme_moc_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"board" text NOT NULL,
	"points_quarters" integer NOT NULL,
	"board_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"birth_month" integer NOT NULL,
	"birth_day" integer NOT NULL,
	"activity_code" text NOT NULL,
	"completed_on" date NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"batch_id" integer,
	"reject_reason" text,
	"resubmissions" integer DEFAULT 0 NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cme_moc_reports_claim_board_key" UNIQUE("claim_id","board"),
	CONSTRAINT "cme_moc_reports_points" CHECK ("cme_moc_reports"."points_quarters" > 0)
);
--> statement-breakpoint
ALTER TABLE "cme_activities" ADD CONSTRAINT "cme_activities_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cme_claims" ADD CONSTRAINT "cme_claims_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cme_claims" ADD CONSTRAINT "cme_claims_activity_id_cme_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."cme_activities"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cme_moc_batches" ADD CONSTRAINT "cme_moc_batches_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cme_moc_reports" ADD CONSTRAINT "cme_moc_reports_claim_id_cme_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."cme_claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cme_moc_reports" ADD CONSTRAINT "cme_moc_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cme_moc_reports" ADD CONSTRAINT "cme_moc_reports_batch_id_cme_moc_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."cme_moc_batches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cme_claims_account_idx" ON "cme_claims" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "cme_moc_reports_queue_idx" ON "cme_moc_reports" USING btree ("board","status","id");--> statement-breakpoint
CREATE INDEX "cme_moc_reports_batch_idx" ON "cme_moc_reports" USING btree ("batch_id");