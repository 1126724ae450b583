DROP INDEX "fee_accruals_open_idx";--> statement-breakpoint
ALTER TABLE "fee_accrual_days" ADD COLUMN "interest_deferred" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_accrual_days" ADD COLUMN "interest_earned" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_accruals" ADD COLUMN "interest" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "fee_accruals" ADD COLUMN "interest_earned" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "fee_accruals_open_idx" ON "fee_accruals" USING btree ("order_id") WHERE "fee_accruals"."earned" < "fee_accruals"."fee" or "fee_accruals"."interest_earned" < "fee_accruals"."interest";--> statement-breakpoint
ALTER TABLE "fee_accruals" ADD CONSTRAINT "fee_accruals_interest_earned" CHECK ("fee_accruals"."interest_earned" between 0 and "fee_accruals"."interest");--> statement-breakpoint
-- Interest charged but not yet earned (decision 0071): earned day by day over the loan's term, beside the fee.
INSERT INTO "chart_of_accounts" ("account", "code", "name") VALUES
  ('liability:unearned_interest', '2310', 'Unearned interest');
