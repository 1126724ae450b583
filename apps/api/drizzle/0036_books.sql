CREATE TABLE "ledger_periods" (
	"month" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"closed_by" bigint,
	"closed_at" timestamp with time zone,
	CONSTRAINT "ledger_periods_month_format" CHECK ("ledger_periods"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
	CONSTRAINT "ledger_periods_status" CHECK ("ledger_periods"."status" in ('open', 'closed')),
	CONSTRAINT "ledger_periods_closed_has_when" CHECK ("ledger_periods"."status" = 'open' or "ledger_periods"."closed_at" is not null)
);
--> statement-breakpoint
CREATE TABLE "chart_of_accounts" (
	"account" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "chart_of_accounts_code_unique" UNIQUE("code")
);
--> statement-breakpoint
INSERT INTO "chart_of_accounts" ("account", "code", "name") VALUES
  ('asset:cash', '1100', 'Cash at mobile-money operators'),
  ('asset:loan_principal', '1200', 'Loans receivable: principal'),
  ('asset:interest_receivable', '1210', 'Loans receivable: interest'),
  ('asset:fee_receivable', '1220', 'Loans receivable: service fees'),
  ('asset:penalty_receivable', '1230', 'Loans receivable: penalties'),
  ('liability:user_credit', '2100', 'Borrower credit balances'),
  ('liability:refund_in_flight', '2110', 'Refunds in flight'),
  ('liability:shop_payable', '2200', 'Payable to partner shops'),
  ('income:interest', '4100', 'Interest income'),
  ('income:service_fee', '4110', 'Service fee income'),
  ('income:penalty', '4120', 'Penalty income'),
  ('income:extension_fee', '4130', 'Extension fee income'),
  ('income:vip_membership', '4200', 'VIP membership income'),
  ('income:recovery', '4300', 'Recoveries on written-off loans'),
  ('expense:coupon_waiver', '5100', 'Coupon waivers'),
  ('expense:penalty_fee_waiver', '5110', 'Penalty and fee waivers'),
  ('expense:write_off', '5200', 'Loan write-offs');
--> statement-breakpoint
-- Period close (docs/decisions/0059-period-close-in-the-database.md): a ledger entry is dated by the Lusaka day of its
-- created_at (as the trial balance's ledger_day_totals); none may be written inside a closed month, whoever writes it. A line is dated by its entry.
CREATE FUNCTION ledger_period_month(at timestamptz) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT to_char((at AT TIME ZONE 'UTC') + interval '2 hours', 'YYYY-MM')
$$;
--> statement-breakpoint
CREATE FUNCTION ledger_period_refuse_closed(at timestamptz) RETURNS void LANGUAGE plpgsql AS $$
DECLARE m text := ledger_period_month(at);
BEGIN
  IF EXISTS (SELECT 1 FROM ledger_periods p WHERE p.month = m AND p.status = 'closed') THEN
    RAISE EXCEPTION 'The ledger month % is closed: post the correction in an open month with a reference to what it corrects.', m
      USING ERRCODE = 'check_violation';
  END IF;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_entries_period_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_period_refuse_closed(NEW.created_at);
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE FUNCTION ledger_lines_period_check() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM ledger_period_refuse_closed(e.created_at) FROM ledger_entries e WHERE e.id = NEW.entry_id;
  RETURN NEW;
END $$;
--> statement-breakpoint
-- Inserts only: updates and deletes of the ledger are refused in every month already (the ledger is append-only).
CREATE TRIGGER ledger_entries_period BEFORE INSERT ON ledger_entries FOR EACH ROW EXECUTE FUNCTION ledger_entries_period_check();
--> statement-breakpoint
CREATE TRIGGER ledger_lines_period BEFORE INSERT ON ledger_lines FOR EACH ROW EXECUTE FUNCTION ledger_lines_period_check();
--> statement-breakpoint
-- A closed month stays closed: the correction of a closed month is a posting in an open one.
CREATE FUNCTION ledger_periods_stay_closed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.status = 'closed' THEN RAISE EXCEPTION 'The ledger month % is closed and stays closed.', OLD.month USING ERRCODE = 'check_violation'; END IF;
    RETURN OLD;
  END IF;
  IF OLD.status = 'closed' AND (NEW.status <> 'closed' OR NEW.month <> OLD.month) THEN
    RAISE EXCEPTION 'The ledger month % is closed and stays closed.', OLD.month USING ERRCODE = 'check_violation';
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_periods_closed BEFORE UPDATE OR DELETE ON ledger_periods FOR EACH ROW EXECUTE FUNCTION ledger_periods_stay_closed();
