CREATE TABLE "collection_collected" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"case_id" bigint NOT NULL,
	"bucket" text NOT NULL,
	"agent_id" bigint,
	"day" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "collection_collected_amount_positive" CHECK ("collection_collected"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "collection_ladders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"steps" jsonb NOT NULL,
	"approval_id" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "collection_ladders_approval_id_unique" UNIQUE("approval_id")
);
--> statement-breakpoint
ALTER TABLE "collection_cases" ADD COLUMN "paid_seen" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "collection_collected" ADD CONSTRAINT "collection_collected_case_id_collection_cases_id_fk" FOREIGN KEY ("case_id") REFERENCES "public"."collection_cases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collection_collected_day_idx" ON "collection_collected" USING btree ("day");--> statement-breakpoint
-- Cases open before this migration: what their loan had been paid so far is not money collected by the case.
UPDATE "collection_cases" c SET "paid_seen" = (
  SELECT coalesce(sum(p.principal_paid + p.interest_paid + p.fee_paid + p.penalty_paid), 0) FROM "loan_plans" p WHERE p.order_id = c.order_id
) WHERE c.status = 'OPEN';
