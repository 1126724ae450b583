CREATE TABLE "ledger_day_totals" (
	"day" date NOT NULL,
	"account" text NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "borrower_summaries" (
	"user_id" bigint PRIMARY KEY NOT NULL,
	"day" date,
	"channel" text,
	"identity" boolean DEFAULT false NOT NULL,
	"face" boolean DEFAULT false NOT NULL,
	"details" boolean DEFAULT false NOT NULL,
	"applied" boolean DEFAULT false NOT NULL,
	"disbursed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "funnel_cells" (
	"day" date NOT NULL,
	"channel" text,
	"identity" boolean NOT NULL,
	"face" boolean NOT NULL,
	"details" boolean NOT NULL,
	"applied" boolean NOT NULL,
	"disbursed" boolean NOT NULL,
	"borrowers" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_cells" (
	"day" date NOT NULL,
	"product_id" integer NOT NULL,
	"channel" text,
	"late30_from" date,
	"loans" bigint NOT NULL,
	"principal" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_summaries" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"day" date,
	"product_id" integer,
	"channel" text,
	"principal" bigint,
	"late30_from" date,
	"open" boolean DEFAULT false NOT NULL,
	"repaying" boolean DEFAULT false NOT NULL,
	"first_open_due" date,
	"principal_left" bigint,
	"interest_left" bigint,
	"fee_left" bigint,
	"penalty_left" bigint
);
--> statement-breakpoint
CREATE TABLE "payment_day_totals" (
	"day" date NOT NULL,
	"provider" text NOT NULL,
	"kind" text NOT NULL,
	"payments" bigint NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portfolio_cells" (
	"product_id" integer NOT NULL,
	"repaying" boolean NOT NULL,
	"channel" text,
	"first_open_due" date,
	"loans" bigint NOT NULL,
	"principal" bigint NOT NULL,
	"interest" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"penalty" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ledger_day_totals_day_idx" ON "ledger_day_totals" USING btree ("day","account");--> statement-breakpoint
CREATE INDEX "funnel_cells_day_idx" ON "funnel_cells" USING btree ("day");--> statement-breakpoint
CREATE INDEX "loan_cells_day_idx" ON "loan_cells" USING btree ("day");--> statement-breakpoint
CREATE INDEX "payment_day_totals_day_idx" ON "payment_day_totals" USING btree ("day");--> statement-breakpoint
CREATE INDEX "loan_orders_disbursed_idx" ON "loan_orders" USING btree ("disbursed_at") WHERE "loan_orders"."disbursed_at" is not null;--> statement-breakpoint
CREATE INDEX "payments_pending_id_idx" ON "payments" USING btree ("id") WHERE "payments"."status" = 'PENDING';