ALTER TABLE "credit_policy_versions" DROP CONSTRAINT "credit_policy_versions_status";--> statement-breakpoint
ALTER TABLE "credit_policy_versions" ADD COLUMN "share_pct" integer;--> statement-breakpoint
ALTER TABLE "credit_policy_versions" ADD COLUMN "challenger_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_policy_versions_one_challenger_uq" ON "credit_policy_versions" USING btree ("status") WHERE "credit_policy_versions"."status" = 'challenger';--> statement-breakpoint
ALTER TABLE "credit_decisions" ADD CONSTRAINT "credit_decisions_arm" CHECK ("credit_decisions"."arm" in ('champion', 'challenger'));--> statement-breakpoint
ALTER TABLE "credit_policy_versions" ADD CONSTRAINT "credit_policy_versions_share" CHECK ("credit_policy_versions"."share_pct" is null or "credit_policy_versions"."share_pct" between 1 and 50);--> statement-breakpoint
ALTER TABLE "credit_policy_versions" ADD CONSTRAINT "credit_policy_versions_status" CHECK ("credit_policy_versions"."status" in ('draft', 'live', 'challenger', 'retired'));