-- The reports' summaries (docs/reports.md, docs/performance.md "Data-scale bench"), kept in the writing transaction.
-- Each is only appended to (deltas) by triggers, and folded now and then by reports_compact_summaries(): a sum over
-- any of their rows is exact at every moment, whether or not the fold has run, and no posting waits for another.

-- The trial balance: each account's postings per Lusaka day of their entry, one row per account per posting statement.
CREATE FUNCTION ledger_day_totals_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_day_totals (day, account, amount)
  SELECT ((e.created_at AT TIME ZONE 'UTC') + interval '2 hours')::date, n.account, sum(n.amount)
  FROM new_lines n JOIN ledger_entries e ON e.id = n.entry_id
  GROUP BY 1, 2;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER ledger_lines_day_totals AFTER INSERT ON ledger_lines REFERENCING NEW TABLE AS new_lines
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_day_totals_add();
--> statement-breakpoint
-- Vintage: the first Lusaka day a bill makes its loan count as more than 30 days late. Paid from the start of the 31st
-- Lusaka day after its due date: always ('-infinity'); not settled: from due date + 31; otherwise never (null). A loan
-- counts on day T when the earliest of its bills' days is <= T: exactly the report's definition (reports/repo.ts).
CREATE FUNCTION vintage_bill_late30_from(due_date text, status text, settled_at timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN settled_at IS NOT NULL AND settled_at >= ((due_date::date + 31)::timestamp AT TIME ZONE 'UTC') - interval '2 hours' THEN '-infinity'::date
    WHEN status <> 'SETTLED' THEN due_date::date + 31
  END
$$;
--> statement-breakpoint
-- One loan's vintage row brought up to date: its old cell gets -1, its new cell +1. The loan's vintage_loans row is
-- locked first, so that two transactions changing the same loan's bills take turns, the later one reading the
-- earlier one's committed bills (each statement here reads afresh under READ COMMITTED).
CREATE FUNCTION vintage_refresh(target bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  old vintage_loans%ROWTYPE;
  cur vintage_loans%ROWTYPE;
BEGIN
  IF target IS NULL THEN RETURN; END IF;
  INSERT INTO vintage_loans (order_id) VALUES (target) ON CONFLICT DO NOTHING;
  SELECT * INTO old FROM vintage_loans WHERE order_id = target FOR UPDATE;
  SELECT date_trunc('week', (o.disbursed_at AT TIME ZONE 'UTC') + interval '2 hours')::date, o.product_id, u.register_channel, o.principal,
         (SELECT min(vintage_bill_late30_from(p.due_date, p.status, p.settled_at)) FROM loan_plans p WHERE p.order_id = o.id)
    INTO cur.week, cur.product_id, cur.channel, cur.principal, cur.late30_from
    FROM loan_orders o JOIN users u ON u.id = o.user_id
    WHERE o.id = target AND o.disbursed_at IS NOT NULL;
  IF NOT FOUND THEN
    cur.week := NULL; cur.product_id := NULL; cur.channel := NULL; cur.principal := NULL; cur.late30_from := NULL;
  END IF;
  IF (old.week, old.product_id, old.channel, old.principal, old.late30_from) IS NOT DISTINCT FROM (cur.week, cur.product_id, cur.channel, cur.principal, cur.late30_from) THEN
    RETURN;
  END IF;
  IF old.week IS NOT NULL THEN
    INSERT INTO vintage_cells (week, product_id, channel, late30_from, loans, principal) VALUES (old.week, old.product_id, old.channel, old.late30_from, -1, -old.principal);
  END IF;
  IF cur.week IS NOT NULL THEN
    INSERT INTO vintage_cells (week, product_id, channel, late30_from, loans, principal) VALUES (cur.week, cur.product_id, cur.channel, cur.late30_from, 1, cur.principal);
  END IF;
  UPDATE vintage_loans SET week = cur.week, product_id = cur.product_id, channel = cur.channel, principal = cur.principal, late30_from = cur.late30_from
    WHERE order_id = target;
END $$;
--> statement-breakpoint
CREATE FUNCTION vintage_on_plan() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM vintage_refresh(OLD.order_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.order_id IS DISTINCT FROM OLD.order_id) THEN PERFORM vintage_refresh(NEW.order_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loan_plans_vintage AFTER INSERT OR DELETE ON loan_plans FOR EACH ROW EXECUTE FUNCTION vintage_on_plan();
--> statement-breakpoint
CREATE TRIGGER loan_plans_vintage_update AFTER UPDATE ON loan_plans FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.settled_at IS DISTINCT FROM NEW.settled_at OR OLD.due_date IS DISTINCT FROM NEW.due_date OR OLD.order_id IS DISTINCT FROM NEW.order_id)
  EXECUTE FUNCTION vintage_on_plan();
--> statement-breakpoint
CREATE FUNCTION vintage_on_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM vintage_refresh(OLD.id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.id IS DISTINCT FROM OLD.id) THEN PERFORM vintage_refresh(NEW.id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loan_orders_vintage AFTER INSERT OR DELETE ON loan_orders FOR EACH ROW EXECUTE FUNCTION vintage_on_order();
--> statement-breakpoint
CREATE TRIGGER loan_orders_vintage_update AFTER UPDATE ON loan_orders FOR EACH ROW
  WHEN (OLD.disbursed_at IS DISTINCT FROM NEW.disbursed_at OR OLD.principal IS DISTINCT FROM NEW.principal OR OLD.product_id IS DISTINCT FROM NEW.product_id
        OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION vintage_on_order();
--> statement-breakpoint
CREATE FUNCTION vintage_on_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM vintage_refresh(o.id) FROM loan_orders o WHERE o.user_id = NEW.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_vintage AFTER UPDATE ON users FOR EACH ROW WHEN (OLD.register_channel IS DISTINCT FROM NEW.register_channel)
  EXECUTE FUNCTION vintage_on_user();
--> statement-breakpoint
-- Every summary rebuilt from the rows (this migration, and a bulk load that ran without triggers: bench/scale).
CREATE FUNCTION reports_rebuild_summaries() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ledger_day_totals;
  DELETE FROM vintage_cells;
  DELETE FROM vintage_loans;
  INSERT INTO ledger_day_totals (day, account, amount)
    SELECT ((e.created_at AT TIME ZONE 'UTC') + interval '2 hours')::date, l.account, sum(l.amount)
    FROM ledger_lines l JOIN ledger_entries e ON e.id = l.entry_id GROUP BY 1, 2;
  INSERT INTO vintage_loans (order_id, week, product_id, channel, principal, late30_from)
    SELECT o.id, date_trunc('week', (o.disbursed_at AT TIME ZONE 'UTC') + interval '2 hours')::date, o.product_id, u.register_channel, o.principal, b.late30_from
    FROM loan_orders o JOIN users u ON u.id = o.user_id
    LEFT JOIN (SELECT p.order_id, min(vintage_bill_late30_from(p.due_date, p.status, p.settled_at)) AS late30_from FROM loan_plans p GROUP BY p.order_id) b ON b.order_id = o.id
    WHERE o.disbursed_at IS NOT NULL;
  INSERT INTO vintage_cells (week, product_id, channel, late30_from, loans, principal)
    SELECT week, product_id, channel, late30_from, count(*), sum(principal) FROM vintage_loans GROUP BY 1, 2, 3, 4;
END $$;
--> statement-breakpoint
-- The fold: each summary's rows summed per key (rows that cancel out dropped from vintage; the ledger keeps an
-- account's zero, as the trial balance lists an account whose lines cancel out). Rows appended meanwhile by
-- uncommitted postings are not seen and stay as they are: every sum is the same before and after. Once at a time.
CREATE FUNCTION reports_compact_summaries() RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(7310030) THEN RETURN false; END IF;
  WITH moved AS (DELETE FROM ledger_day_totals RETURNING day, account, amount)
  INSERT INTO ledger_day_totals (day, account, amount) SELECT day, account, sum(amount) FROM moved GROUP BY 1, 2;
  WITH moved AS (DELETE FROM vintage_cells RETURNING week, product_id, channel, late30_from, loans, principal)
  INSERT INTO vintage_cells (week, product_id, channel, late30_from, loans, principal)
    SELECT week, product_id, channel, late30_from, sum(loans), sum(principal) FROM moved GROUP BY 1, 2, 3, 4 HAVING sum(loans) <> 0 OR sum(principal) <> 0;
  RETURN true;
END $$;
--> statement-breakpoint
SELECT reports_rebuild_summaries();
