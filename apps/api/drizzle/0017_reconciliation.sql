CREATE TABLE "reconciliation_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"statement_id" bigint NOT NULL,
	"line_id" bigint,
	"payment_id" bigint,
	"class" text NOT NULL,
	"approval_id" bigint,
	"action" text,
	"note" text,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reconciliation_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"statement_id" bigint NOT NULL,
	"operator" text NOT NULL,
	"transaction_id" text NOT NULL,
	"reference" text NOT NULL,
	"amount" bigint NOT NULL,
	"status" text NOT NULL,
	"time" timestamp with time zone NOT NULL,
	"line_no" integer NOT NULL,
	"raw" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reconciliation_statements" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"operator" text NOT NULL,
	"file_name" text NOT NULL,
	"content_hash" text NOT NULL,
	"lines" integer NOT NULL,
	"new_lines" integer NOT NULL,
	"period_from" timestamp with time zone NOT NULL,
	"period_to" timestamp with time zone NOT NULL,
	"imported_by" bigint NOT NULL,
	"imported_by_email" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "reconciliation_items_statement_idx" ON "reconciliation_items" USING btree ("statement_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_items_line_uq" ON "reconciliation_items" USING btree ("line_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_items_missing_there_uq" ON "reconciliation_items" USING btree ("payment_id") WHERE "reconciliation_items"."class" = 'missing-there';--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_lines_operator_tx_uq" ON "reconciliation_lines" USING btree ("operator","transaction_id");--> statement-breakpoint
CREATE INDEX "reconciliation_lines_reference_idx" ON "reconciliation_lines" USING btree ("operator","reference");--> statement-breakpoint
CREATE UNIQUE INDEX "reconciliation_statements_hash_uq" ON "reconciliation_statements" USING btree ("content_hash");