ALTER TABLE "credit_limits" ADD COLUMN "raised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_limits" ADD COLUMN "raised_from" bigint;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "review_rule" text;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "decided_by" integer;--> statement-breakpoint
ALTER TABLE "loan_orders" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "loan_orders_review_queue_idx" ON "loan_orders" USING btree ("priority_review" DESC NULLS LAST,"created_at") WHERE "loan_orders"."status" = 'REVIEWING' and "loan_orders"."review_rule" is not null;