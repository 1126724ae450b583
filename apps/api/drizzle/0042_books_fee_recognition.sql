CREATE TABLE "fee_recognition_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"before" text NOT NULL,
	"after" text NOT NULL,
	"approval_id" bigint NOT NULL,
	CONSTRAINT "fee_recognition_changes_values" CHECK ("fee_recognition_changes"."before" in ('over_term', 'at_disbursement') and "fee_recognition_changes"."after" in ('over_term', 'at_disbursement'))
);
--> statement-breakpoint
CREATE INDEX "fee_recognition_changes_at_idx" ON "fee_recognition_changes" USING btree ("changed_at");