CREATE TABLE "payment_resolutions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" bigint NOT NULL,
	"approval_id" bigint NOT NULL,
	"outcome" text NOT NULL,
	"operator_reference" text NOT NULL,
	"note" text NOT NULL,
	"statement_line" text,
	"resolved_at" timestamp with time zone NOT NULL,
	"applied" boolean NOT NULL,
	"operator_status" text,
	"operator_checked_at" timestamp with time zone,
	"flagged_at" timestamp with time zone,
	"flag_reason" text
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payment_resolutions_payment_uq" ON "payment_resolutions" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_resolutions_flagged_idx" ON "payment_resolutions" USING btree ("id") WHERE "payment_resolutions"."flagged_at" is not null;--> statement-breakpoint
CREATE INDEX "loan_plans_open_due_idx" ON "loan_plans" USING btree ("due_date","order_id","principal_due","principal_paid","principal_waived") WHERE "loan_plans"."status" <> 'SETTLED';--> statement-breakpoint
CREATE INDEX "payments_successful_finalized_idx" ON "payments" USING btree ("finalized_at") WHERE "payments"."status" = 'SUCCESSFUL';