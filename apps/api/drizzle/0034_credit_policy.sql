CREATE TABLE "credit_decisions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" bigint NOT NULL,
	"order_id" bigint,
	"policy_version" integer NOT NULL,
	"arm" text DEFAULT 'champion' NOT NULL,
	"outcome" text NOT NULL,
	"amount" bigint NOT NULL,
	"product_id" integer NOT NULL,
	"term_days" integer NOT NULL,
	"features" jsonb NOT NULL,
	"inputs" jsonb NOT NULL,
	"score" integer,
	"limit_make_up" jsonb NOT NULL,
	"reasons" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_decisions_outcome" CHECK ("credit_decisions"."outcome" in ('approved', 'review', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "credit_policy_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"version" integer NOT NULL,
	"status" text NOT NULL,
	"document" jsonb NOT NULL,
	"note" text NOT NULL,
	"based_on" integer,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"approval_id" bigint,
	"published_at" timestamp with time zone,
	"retired_at" timestamp with time zone,
	CONSTRAINT "credit_policy_versions_status" CHECK ("credit_policy_versions"."status" in ('draft', 'live', 'retired'))
);
--> statement-breakpoint
ALTER TABLE "credit_decisions" ADD CONSTRAINT "credit_decisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_decisions_created_idx" ON "credit_decisions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "credit_decisions_version_idx" ON "credit_decisions" USING btree ("policy_version","created_at");--> statement-breakpoint
CREATE INDEX "credit_decisions_user_idx" ON "credit_decisions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_policy_versions_version_uq" ON "credit_policy_versions" USING btree ("version");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_policy_versions_one_live_uq" ON "credit_policy_versions" USING btree ("status") WHERE "credit_policy_versions"."status" = 'live';--> statement-breakpoint
-- Version 1: the rules as they were in code (K500 to start, +K300 per loan paid on time to K10,000, +K500 for the
-- questionnaire, VIP x1.5 to K15,000; the review thresholds of the settings). credit-policy/v1.test.ts checks it is
-- POLICY_V1 of @pocket/contracts/credit-policy.
INSERT INTO "credit_policy_versions" ("version", "status", "document", "note", "published_at")
VALUES (1, 'live', '{"eligibility":[],"scorecard":null,"limit":{"start":50000,"stepOnTime":30000,"fallLate":0,"max":1000000,"questionnaireBonus":50000,"vipBoostBp":5000,"vipMax":1500000},"review":null}'::jsonb, 'The rules as they were in code before policies', now())
ON CONFLICT DO NOTHING;
