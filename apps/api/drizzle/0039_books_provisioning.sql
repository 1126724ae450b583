CREATE TABLE "books_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"fee_recognition" text DEFAULT 'over_term' NOT NULL,
	CONSTRAINT "books_settings_one_row" CHECK ("books_settings"."id" = 1),
	CONSTRAINT "books_settings_fee_recognition" CHECK ("books_settings"."fee_recognition" in ('over_term', 'at_disbursement'))
);
--> statement-breakpoint
CREATE TABLE "fee_accrual_days" (
	"day" date PRIMARY KEY NOT NULL,
	"deferred" bigint NOT NULL,
	"earned" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fee_accruals" (
	"order_id" bigint PRIMARY KEY NOT NULL,
	"start_day" date NOT NULL,
	"term_days" integer NOT NULL,
	"fee" bigint NOT NULL,
	"earned" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "fee_accruals_earned" CHECK ("fee_accruals"."earned" between 0 and "fee_accruals"."fee")
);
--> statement-breakpoint
CREATE TABLE "loan_provisions" (
	"month" text NOT NULL,
	"order_id" bigint NOT NULL,
	"class_code" text NOT NULL,
	"days_past_due" integer NOT NULL,
	"principal" bigint NOT NULL,
	"rate_bp" integer NOT NULL,
	"provision" bigint NOT NULL,
	"suspended_fee" bigint NOT NULL,
	"suspended_interest" bigint NOT NULL,
	"suspended_penalty" bigint NOT NULL,
	CONSTRAINT "loan_provisions_month_order_id_pk" PRIMARY KEY("month","order_id")
);
--> statement-breakpoint
CREATE TABLE "provision_classes" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL,
	"from_days" integer NOT NULL,
	"to_days" integer,
	"rate_bp" integer NOT NULL,
	"non_performing" boolean NOT NULL,
	CONSTRAINT "provision_classes_position_unique" UNIQUE("position"),
	CONSTRAINT "provision_classes_rate" CHECK ("provision_classes"."rate_bp" between 0 and 10000),
	CONSTRAINT "provision_classes_range" CHECK ("provision_classes"."from_days" >= 0 and ("provision_classes"."to_days" is null or "provision_classes"."to_days" >= "provision_classes"."from_days"))
);
--> statement-breakpoint
CREATE TABLE "provision_runs" (
	"month" text PRIMARY KEY NOT NULL,
	"ran_at" timestamp with time zone NOT NULL,
	"provision" bigint NOT NULL,
	"suspended" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "fee_accruals_open_idx" ON "fee_accruals" USING btree ("order_id") WHERE "fee_accruals"."earned" < "fee_accruals"."fee";--> statement-breakpoint
-- The usual central-bank prudential classes of loans by days past due, and a provision rate for each (docs/books.md).
INSERT INTO "provision_classes" ("code", "name", "position", "from_days", "to_days", "rate_bp", "non_performing") VALUES
  ('current', 'Current', 1, 0, 0, 100, false),
  ('special_mention', 'Special mention', 2, 1, 29, 500, false),
  ('substandard', 'Substandard', 3, 30, 89, 2000, true),
  ('doubtful', 'Doubtful', 4, 90, 179, 5000, true),
  ('loss', 'Loss', 5, 180, NULL, 10000, true);
--> statement-breakpoint
INSERT INTO "books_settings" ("id", "fee_recognition") VALUES (1, 'over_term');
--> statement-breakpoint
INSERT INTO "chart_of_accounts" ("account", "code", "name") VALUES
  ('asset:loan_loss_allowance', '1290', 'Allowance for loan losses (contra-asset)'),
  ('asset:income_in_suspense', '1295', 'Income in suspense on non-performing loans (contra-asset)'),
  ('liability:unearned_fee', '2300', 'Unearned service fees'),
  ('expense:loan_loss_provision', '5300', 'Loan-loss provision expense');
