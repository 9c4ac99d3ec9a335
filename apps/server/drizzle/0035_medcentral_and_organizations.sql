CREATE TABLE "medcentral_announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"group_id" integer,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"author_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "medcentral_assignment_questions" (
	"assignment_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "medcentral_assignment_questions_assignment_id_position_pk" PRIMARY KEY("assignment_id","position")
);
--> statement-breakpoint
CREATE TABLE "medcentral_assignment_recipients" (
	"assignment_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"qa_session_id" integer,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"score_percent" integer,
	"passed" boolean,
	CONSTRAINT "medcentral_assignment_recipients_assignment_id_account_id_pk" PRIMARY KEY("assignment_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "medcentral_assignments" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"title" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer NOT NULL,
	"book_code" text,
	"section_id" text,
	"deck_id" integer,
	"group_id" integer,
	"due_at" timestamp with time zone NOT NULL,
	"passing_score" integer,
	"created_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"lock_version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "medcentral_assignments_passing_check" CHECK ("medcentral_assignments"."passing_score" is null or "medcentral_assignments"."passing_score" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "organization_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_groups_name_key" UNIQUE("organization_id","name")
);
--> statement-breakpoint
CREATE TABLE "organization_invitations" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"email" text NOT NULL,
	"role" text DEFAULT 'resident' NOT NULL,
	"pgy_year" integer,
	"group_id" integer,
	"license_id" integer,
	"token_hash" text NOT NULL,
	"invited_by_account_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_account_id" integer,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "organization_invitations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "organization_licenses" (
	"id" serial PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"seats" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_licenses_seats_check" CHECK ("organization_licenses"."seats" >= 0)
);
--> statement-breakpoint
CREATE TABLE "organization_seats" (
	"license_id" integer NOT NULL,
	"user_product_id" integer PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organization_seats_license_account_key" UNIQUE("license_id","account_id")
);
--> statement-breakpoint
ALTER TABLE "organization_members" ALTER COLUMN "role" SET DEFAULT 'resident';--> statement-breakpoint
UPDATE "organization_members" SET "role" = 'resident' WHERE "role" NOT IN ('resident', 'faculty', 'program director', 'staff');--> statement-breakpoint
ALTER TABLE "organization_members" ADD COLUMN "pgy_year" integer;--> statement-breakpoint
ALTER TABLE "organization_members" ADD COLUMN "group_id" integer;--> statement-breakpoint
ALTER TABLE "organization_members" ADD COLUMN "joined_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "medcentral_announcements" ADD CONSTRAINT "medcentral_announcements_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medcentral_announcements" ADD CONSTRAINT "medcentral_announcements_group_id_organization_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."organization_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medcentral_announcements" ADD CONSTRAINT "medcentral_announcements_author_account_id_accounts_id_fk" FOREIGN KEY ("author_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medcentral_assignment_questions" ADD CONSTRAINT "medcentral_assignment_questions_assignment_id_medcentral_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."medcentral_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medcentral_assignment_questions" ADD CONSTRAINT "medcentral_assignment_questions_question_id_qa_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."qa_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medcentral_assignment_recipients" ADD CONSTRAINT "medcentral_assignment_recipients_assignment_id_medcentral_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."medcentral_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medcentral_assignment_recipients" ADD CONSTRAINT "medcentral_assignment_recipients_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medcentral_assignment_recipients" ADD CONSTRAINT "medcentral_assignment_recipients_qa_session_id_qa_sessions_id_fk" FOREIGN KEY ("qa_session_id") REFERENCES "public"."qa_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medcentral_assignments" ADD CONSTRAINT "medcentral_assignments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medcentral_assignments" ADD CONSTRAINT "medcentral_assignments_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medcentral_assignments" ADD CONSTRAINT "medcentral_assignments_deck_id_fc_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."fc_decks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medcentral_assignments" ADD CONSTRAINT "medcentral_assignments_group_id_organization_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."organization_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "medcentral_assignments" ADD CONSTRAINT "medcentral_assignments_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_groups" ADD CONSTRAINT "organization_groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_group_id_organization_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."organization_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_license_id_organization_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."organization_licenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_invited_by_account_id_accounts_id_fk" FOREIGN KEY ("invited_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_invitations" ADD CONSTRAINT "organization_invitations_accepted_account_id_accounts_id_fk" FOREIGN KEY ("accepted_account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_licenses" ADD CONSTRAINT "organization_licenses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_licenses" ADD CONSTRAINT "organization_licenses_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_seats" ADD CONSTRAINT "organization_seats_license_id_organization_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."organization_licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_seats" ADD CONSTRAINT "organization_seats_user_product_id_user_products_id_fk" FOREIGN KEY ("user_product_id") REFERENCES "public"."user_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_seats" ADD CONSTRAINT "organization_seats_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "medcentral_announcements_organization_idx" ON "medcentral_announcements" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "medcentral_assignment_recipients_account_idx" ON "medcentral_assignment_recipients" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "medcentral_assignment_recipients_session_idx" ON "medcentral_assignment_recipients" USING btree ("qa_session_id");--> statement-breakpoint
CREATE INDEX "medcentral_assignments_organization_idx" ON "medcentral_assignments" USING btree ("organization_id","due_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organization_invitations_open_key" ON "organization_invitations" USING btree ("organization_id",lower("email")) WHERE "organization_invitations"."accepted_at" is null and "organization_invitations"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "organization_invitations_organization_idx" ON "organization_invitations" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "organization_licenses_organization_idx" ON "organization_licenses" USING btree ("organization_id");--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_group_id_organization_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."organization_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organization_members_account_idx" ON "organization_members" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "organization_members_group_idx" ON "organization_members" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "organization_members" ADD CONSTRAINT "organization_members_pgy_check" CHECK ("organization_members"."pgy_year" between 1 and 7);