CREATE TABLE "ledger_day_totals" (
	"day" date NOT NULL,
	"account" text NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vintage_cells" (
	"week" date NOT NULL,
	"product_id" integer NOT NULL,
	"channel" text,
	"late30_from" date,
	"loans" bigint NOT NULL,
	"principal" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vintage_loans" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"week" date,
	"product_id" integer,
	"channel" text,
	"principal" bigint,
	"late30_from" date
);
--> statement-breakpoint
CREATE INDEX "ledger_day_totals_day_idx" ON "ledger_day_totals" USING btree ("day","account");--> statement-breakpoint
CREATE INDEX "vintage_cells_week_idx" ON "vintage_cells" USING btree ("week");--> statement-breakpoint
CREATE INDEX "loan_orders_disbursed_idx" ON "loan_orders" USING btree ("disbursed_at") WHERE "loan_orders"."disbursed_at" is not null;