CREATE TABLE "trainer_readiness" (
	"account_id" integer NOT NULL,
	"day" date NOT NULL,
	"score" double precision NOT NULL,
	"low" double precision NOT NULL,
	"high" double precision NOT NULL,
	CONSTRAINT "trainer_readiness_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
ALTER TABLE "trainer_readiness" ADD CONSTRAINT "trainer_readiness_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;