ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "subject_id" bigint;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_loan_kinds_have_order" CHECK ("payments"."kind" not in ('REPAY', 'EXTENSION', 'DISBURSEMENT') or "payments"."order_id" is not null);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_other_kinds_have_subject" CHECK ("payments"."kind" in ('REPAY', 'EXTENSION', 'DISBURSEMENT') or "payments"."subject_id" is not null);