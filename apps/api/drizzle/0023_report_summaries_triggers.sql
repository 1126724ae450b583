-- The reports' summaries (docs/reports.md#summaries-the-reports-at-a-million-borrowers), kept in the writing
-- transaction. Cells are only appended to by triggers (deltas) and folded now and then by reports_compact_summaries():
-- a sum over any of their rows is exact at every moment, whether or not the fold has run, and no writer waits for
-- another on a shared total.

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
-- Cash and collected: successful payments per Lusaka day of their finalization, operator and kind.
CREATE FUNCTION payment_day_totals_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD.status = 'SUCCESSFUL' AND OLD.finalized_at IS NOT NULL THEN
    INSERT INTO payment_day_totals (day, provider, kind, payments, amount)
    VALUES (((OLD.finalized_at AT TIME ZONE 'UTC') + interval '2 hours')::date, OLD.provider, OLD.kind, -1, -OLD.amount);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW.status = 'SUCCESSFUL' AND NEW.finalized_at IS NOT NULL THEN
    INSERT INTO payment_day_totals (day, provider, kind, payments, amount)
    VALUES (((NEW.finalized_at AT TIME ZONE 'UTC') + interval '2 hours')::date, NEW.provider, NEW.kind, 1, NEW.amount);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER payments_day_totals AFTER INSERT OR DELETE ON payments FOR EACH ROW EXECUTE FUNCTION payment_day_totals_change();
--> statement-breakpoint
CREATE TRIGGER payments_day_totals_update AFTER UPDATE ON payments FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.finalized_at IS DISTINCT FROM NEW.finalized_at OR OLD.provider IS DISTINCT FROM NEW.provider
        OR OLD.kind IS DISTINCT FROM NEW.kind OR OLD.amount IS DISTINCT FROM NEW.amount)
  EXECUTE FUNCTION payment_day_totals_change();
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
-- Each loan as the reports count it, from its order, its borrower and its bills (columns in loan_summaries' order).
-- Open: with a bill not settled (the dashboard's outstanding); repaying: REPAYING or OVERDUE (the reports' outstanding
-- and PAR count the open loans that are). What is left sums the bills not settled.
CREATE VIEW reports_loan_states AS
  SELECT o.id AS order_id,
         CASE WHEN o.disbursed_at IS NOT NULL THEN ((o.disbursed_at AT TIME ZONE 'UTC') + interval '2 hours')::date END AS day,
         o.product_id, u.register_channel AS channel, o.principal, b.late30_from,
         coalesce(b.open_bills, 0) > 0 AS open, o.status IN ('REPAYING', 'OVERDUE') AS repaying,
         b.first_open_due, b.principal_left, b.interest_left, b.fee_left, b.penalty_left
  FROM loan_orders o JOIN users u ON u.id = o.user_id
  LEFT JOIN (
    SELECT p.order_id, min(vintage_bill_late30_from(p.due_date, p.status, p.settled_at)) AS late30_from,
           count(*) FILTER (WHERE p.status <> 'SETTLED') AS open_bills,
           min(p.due_date::date) FILTER (WHERE p.status <> 'SETTLED') AS first_open_due,
           sum(p.principal_due - p.principal_paid - p.principal_waived) FILTER (WHERE p.status <> 'SETTLED')::bigint AS principal_left,
           sum(p.interest_due - p.interest_paid - p.interest_waived) FILTER (WHERE p.status <> 'SETTLED')::bigint AS interest_left,
           sum(p.fee_due - p.fee_paid - p.fee_waived) FILTER (WHERE p.status <> 'SETTLED')::bigint AS fee_left,
           sum(p.penalty_due - p.penalty_paid - p.penalty_waived) FILTER (WHERE p.status <> 'SETTLED')::bigint AS penalty_left
    FROM loan_plans p GROUP BY p.order_id
  ) b ON b.order_id = o.id;
--> statement-breakpoint
-- One loan brought up to date: its old cells get -1, its new ones +1. Its loan_summaries row is locked first, so
-- that two transactions changing the same loan take turns, the later one reading the earlier one's committed rows
-- (each statement here reads afresh under READ COMMITTED).
CREATE FUNCTION reports_loan_refresh(target bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  old loan_summaries%ROWTYPE;
  cur loan_summaries%ROWTYPE;
BEGIN
  IF target IS NULL THEN RETURN; END IF;
  INSERT INTO loan_summaries (order_id) VALUES (target) ON CONFLICT DO NOTHING;
  SELECT * INTO old FROM loan_summaries WHERE order_id = target FOR UPDATE;
  SELECT * INTO cur FROM reports_loan_states WHERE order_id = target;
  IF NOT FOUND THEN
    cur := NULL;
    cur.order_id := target;
    cur.open := false;
    cur.repaying := false;
  END IF;
  IF old IS NOT DISTINCT FROM cur THEN RETURN; END IF;
  IF (old.day, old.product_id, old.channel, old.late30_from, old.principal) IS DISTINCT FROM (cur.day, cur.product_id, cur.channel, cur.late30_from, cur.principal) THEN
    IF old.day IS NOT NULL THEN
      INSERT INTO loan_cells (day, product_id, channel, late30_from, loans, principal) VALUES (old.day, old.product_id, old.channel, old.late30_from, -1, -old.principal);
    END IF;
    IF cur.day IS NOT NULL THEN
      INSERT INTO loan_cells (day, product_id, channel, late30_from, loans, principal) VALUES (cur.day, cur.product_id, cur.channel, cur.late30_from, 1, cur.principal);
    END IF;
  END IF;
  IF (old.open, old.repaying, old.product_id, old.channel, old.first_open_due, old.principal_left, old.interest_left, old.fee_left, old.penalty_left)
     IS DISTINCT FROM (cur.open, cur.repaying, cur.product_id, cur.channel, cur.first_open_due, cur.principal_left, cur.interest_left, cur.fee_left, cur.penalty_left) THEN
    IF old.open THEN
      INSERT INTO portfolio_cells (product_id, repaying, channel, first_open_due, loans, principal, interest, fee, penalty)
      VALUES (old.product_id, old.repaying, old.channel, old.first_open_due, -1, -old.principal_left, -old.interest_left, -old.fee_left, -old.penalty_left);
    END IF;
    IF cur.open THEN
      INSERT INTO portfolio_cells (product_id, repaying, channel, first_open_due, loans, principal, interest, fee, penalty)
      VALUES (cur.product_id, cur.repaying, cur.channel, cur.first_open_due, 1, cur.principal_left, cur.interest_left, cur.fee_left, cur.penalty_left);
    END IF;
  END IF;
  UPDATE loan_summaries SET day = cur.day, product_id = cur.product_id, channel = cur.channel, principal = cur.principal, late30_from = cur.late30_from,
         open = cur.open, repaying = cur.repaying, first_open_due = cur.first_open_due, principal_left = cur.principal_left, interest_left = cur.interest_left,
         fee_left = cur.fee_left, penalty_left = cur.penalty_left
    WHERE order_id = target;
END $$;
--> statement-breakpoint
CREATE FUNCTION reports_on_bill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM reports_loan_refresh(OLD.order_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.order_id IS DISTINCT FROM OLD.order_id) THEN PERFORM reports_loan_refresh(NEW.order_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loan_plans_reports AFTER INSERT OR DELETE ON loan_plans FOR EACH ROW EXECUTE FUNCTION reports_on_bill();
--> statement-breakpoint
CREATE TRIGGER loan_plans_reports_update AFTER UPDATE ON loan_plans FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status OR OLD.settled_at IS DISTINCT FROM NEW.settled_at OR OLD.due_date IS DISTINCT FROM NEW.due_date
        OR OLD.order_id IS DISTINCT FROM NEW.order_id
        OR OLD.principal_due IS DISTINCT FROM NEW.principal_due OR OLD.principal_paid IS DISTINCT FROM NEW.principal_paid OR OLD.principal_waived IS DISTINCT FROM NEW.principal_waived
        OR OLD.interest_due IS DISTINCT FROM NEW.interest_due OR OLD.interest_paid IS DISTINCT FROM NEW.interest_paid OR OLD.interest_waived IS DISTINCT FROM NEW.interest_waived
        OR OLD.fee_due IS DISTINCT FROM NEW.fee_due OR OLD.fee_paid IS DISTINCT FROM NEW.fee_paid OR OLD.fee_waived IS DISTINCT FROM NEW.fee_waived
        OR OLD.penalty_due IS DISTINCT FROM NEW.penalty_due OR OLD.penalty_paid IS DISTINCT FROM NEW.penalty_paid OR OLD.penalty_waived IS DISTINCT FROM NEW.penalty_waived)
  EXECUTE FUNCTION reports_on_bill();
--> statement-breakpoint
CREATE FUNCTION reports_on_order() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM reports_loan_refresh(OLD.id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.id IS DISTINCT FROM OLD.id) THEN PERFORM reports_loan_refresh(NEW.id); END IF;
  -- The KYC funnel's "applied" and "disbursed" steps (reports_borrower_refresh is defined below; resolved when run).
  IF TG_OP <> 'UPDATE' OR OLD.user_id IS DISTINCT FROM NEW.user_id OR (OLD.disbursed_at IS NULL) <> (NEW.disbursed_at IS NULL) THEN
    IF TG_OP <> 'INSERT' THEN PERFORM reports_borrower_refresh(OLD.user_id); END IF;
    IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR OLD.user_id IS DISTINCT FROM NEW.user_id OR (OLD.disbursed_at IS NULL) <> (NEW.disbursed_at IS NULL)) THEN
      PERFORM reports_borrower_refresh(NEW.user_id);
    END IF;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER loan_orders_reports AFTER INSERT OR DELETE ON loan_orders FOR EACH ROW EXECUTE FUNCTION reports_on_order();
--> statement-breakpoint
CREATE TRIGGER loan_orders_reports_update AFTER UPDATE ON loan_orders FOR EACH ROW
  WHEN (OLD.disbursed_at IS DISTINCT FROM NEW.disbursed_at OR OLD.principal IS DISTINCT FROM NEW.principal OR OLD.product_id IS DISTINCT FROM NEW.product_id
        OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.status IS DISTINCT FROM NEW.status OR OLD.id IS DISTINCT FROM NEW.id)
  EXECUTE FUNCTION reports_on_order();
--> statement-breakpoint
CREATE FUNCTION reports_on_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.register_channel IS DISTINCT FROM NEW.register_channel THEN
    PERFORM reports_loan_refresh(o.id) FROM loan_orders o WHERE o.user_id = NEW.id;
  END IF;
  PERFORM reports_borrower_refresh(NEW.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_reports AFTER UPDATE ON users FOR EACH ROW
  WHEN (OLD.register_channel IS DISTINCT FROM NEW.register_channel OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION reports_on_user();
--> statement-breakpoint
-- The KYC funnel: each borrower's sign-up day and channel and the steps reached, as the report's definition reads them.
CREATE VIEW reports_borrower_states AS
  SELECT u.id AS user_id, ((u.created_at AT TIME ZONE 'UTC') + interval '2 hours')::date AS day, u.register_channel AS channel,
         EXISTS (SELECT 1 FROM kyc_identities k WHERE k.user_id = u.id) AS identity,
         EXISTS (SELECT 1 FROM kyc_sections s WHERE s.user_id = u.id AND s.section = 'face') AS face,
         (SELECT count(*) FROM kyc_sections s WHERE s.user_id = u.id AND s.section IN ('base', 'linkman', 'work')) = 3 AS details,
         EXISTS (SELECT 1 FROM loan_orders o WHERE o.user_id = u.id) AS applied,
         EXISTS (SELECT 1 FROM loan_orders o WHERE o.user_id = u.id AND o.disbursed_at IS NOT NULL) AS disbursed
  FROM users u;
--> statement-breakpoint
CREATE FUNCTION reports_borrower_refresh(target bigint) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  old borrower_summaries%ROWTYPE;
  cur borrower_summaries%ROWTYPE;
BEGIN
  IF target IS NULL THEN RETURN; END IF;
  INSERT INTO borrower_summaries (user_id) VALUES (target) ON CONFLICT DO NOTHING;
  SELECT * INTO old FROM borrower_summaries WHERE user_id = target FOR UPDATE;
  SELECT * INTO cur FROM reports_borrower_states WHERE user_id = target;
  IF NOT FOUND THEN
    cur := NULL;
    cur.user_id := target;
    cur.identity := false; cur.face := false; cur.details := false; cur.applied := false; cur.disbursed := false;
  END IF;
  IF old IS NOT DISTINCT FROM cur THEN RETURN; END IF;
  IF old.day IS NOT NULL THEN
    INSERT INTO funnel_cells (day, channel, identity, face, details, applied, disbursed, borrowers)
    VALUES (old.day, old.channel, old.identity, old.face, old.details, old.applied, old.disbursed, -1);
  END IF;
  IF cur.day IS NOT NULL THEN
    INSERT INTO funnel_cells (day, channel, identity, face, details, applied, disbursed, borrowers)
    VALUES (cur.day, cur.channel, cur.identity, cur.face, cur.details, cur.applied, cur.disbursed, 1);
  END IF;
  UPDATE borrower_summaries SET day = cur.day, channel = cur.channel, identity = cur.identity, face = cur.face, details = cur.details,
         applied = cur.applied, disbursed = cur.disbursed
    WHERE user_id = target;
END $$;
--> statement-breakpoint
CREATE FUNCTION reports_on_borrower_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM reports_borrower_refresh(OLD.user_id); END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW.user_id IS DISTINCT FROM OLD.user_id) THEN PERFORM reports_borrower_refresh(NEW.user_id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER kyc_identities_reports AFTER INSERT OR DELETE ON kyc_identities FOR EACH ROW EXECUTE FUNCTION reports_on_borrower_row();
--> statement-breakpoint
CREATE TRIGGER kyc_identities_reports_update AFTER UPDATE ON kyc_identities FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id)
  EXECUTE FUNCTION reports_on_borrower_row();
--> statement-breakpoint
CREATE TRIGGER kyc_sections_reports AFTER INSERT OR DELETE ON kyc_sections FOR EACH ROW EXECUTE FUNCTION reports_on_borrower_row();
--> statement-breakpoint
CREATE TRIGGER kyc_sections_reports_update AFTER UPDATE ON kyc_sections FOR EACH ROW
  WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.section IS DISTINCT FROM NEW.section) EXECUTE FUNCTION reports_on_borrower_row();
--> statement-breakpoint
CREATE FUNCTION reports_on_user_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN PERFORM reports_borrower_refresh(OLD.id); ELSE PERFORM reports_borrower_refresh(NEW.id); END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_funnel AFTER INSERT OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION reports_on_user_insert();
--> statement-breakpoint
-- Every summary rebuilt from the rows (this migration, and a bulk load that ran without triggers: bench/scale).
CREATE FUNCTION reports_rebuild_summaries() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ledger_day_totals;
  DELETE FROM payment_day_totals;
  DELETE FROM loan_cells;
  DELETE FROM portfolio_cells;
  DELETE FROM loan_summaries;
  DELETE FROM funnel_cells;
  DELETE FROM borrower_summaries;
  INSERT INTO ledger_day_totals (day, account, amount)
    SELECT ((e.created_at AT TIME ZONE 'UTC') + interval '2 hours')::date, l.account, sum(l.amount)
    FROM ledger_lines l JOIN ledger_entries e ON e.id = l.entry_id GROUP BY 1, 2;
  INSERT INTO payment_day_totals (day, provider, kind, payments, amount)
    SELECT ((finalized_at AT TIME ZONE 'UTC') + interval '2 hours')::date, provider, kind, count(*), sum(amount)
    FROM payments WHERE status = 'SUCCESSFUL' AND finalized_at IS NOT NULL GROUP BY 1, 2, 3;
  INSERT INTO loan_summaries SELECT * FROM reports_loan_states WHERE day IS NOT NULL OR open;
  INSERT INTO loan_cells (day, product_id, channel, late30_from, loans, principal)
    SELECT day, product_id, channel, late30_from, count(*), sum(principal) FROM loan_summaries WHERE day IS NOT NULL GROUP BY 1, 2, 3, 4;
  INSERT INTO portfolio_cells (product_id, repaying, channel, first_open_due, loans, principal, interest, fee, penalty)
    SELECT product_id, repaying, channel, first_open_due, count(*), sum(principal_left), sum(interest_left), sum(fee_left), sum(penalty_left)
    FROM loan_summaries WHERE open GROUP BY 1, 2, 3, 4;
  -- The borrowers set-based (the view's lookups per borrower are for one borrower at a time).
  INSERT INTO borrower_summaries (user_id, day, channel, identity, face, details, applied, disbursed)
    SELECT u.id, ((u.created_at AT TIME ZONE 'UTC') + interval '2 hours')::date, u.register_channel,
           k.user_id IS NOT NULL, coalesce(s.face, false), coalesce(s.details = 3, false), o.user_id IS NOT NULL, coalesce(o.disbursed, false)
    FROM users u
    LEFT JOIN kyc_identities k ON k.user_id = u.id
    LEFT JOIN (SELECT user_id, bool_or(section = 'face') AS face, count(*) FILTER (WHERE section IN ('base', 'linkman', 'work')) AS details FROM kyc_sections GROUP BY user_id) s ON s.user_id = u.id
    LEFT JOIN (SELECT user_id, bool_or(disbursed_at IS NOT NULL) AS disbursed FROM loan_orders GROUP BY user_id) o ON o.user_id = u.id;
  INSERT INTO funnel_cells (day, channel, identity, face, details, applied, disbursed, borrowers)
    SELECT day, channel, identity, face, details, applied, disbursed, count(*) FROM borrower_summaries GROUP BY 1, 2, 3, 4, 5, 6, 7;
END $$;
--> statement-breakpoint
-- The fold: each summary's rows summed per key (rows that cancel out dropped, but for the ledger, whose trial balance
-- lists an account whose lines cancel out). Rows appended meanwhile by uncommitted writers are not seen and stay as
-- they are: every sum is the same before and after. Once at a time.
CREATE FUNCTION reports_compact_summaries() RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(7310030) THEN RETURN false; END IF;
  WITH moved AS (DELETE FROM ledger_day_totals RETURNING day, account, amount)
  INSERT INTO ledger_day_totals (day, account, amount) SELECT day, account, sum(amount) FROM moved GROUP BY 1, 2;
  WITH moved AS (DELETE FROM payment_day_totals RETURNING day, provider, kind, payments, amount)
  INSERT INTO payment_day_totals (day, provider, kind, payments, amount)
    SELECT day, provider, kind, sum(payments), sum(amount) FROM moved GROUP BY 1, 2, 3 HAVING sum(payments) <> 0 OR sum(amount) <> 0;
  WITH moved AS (DELETE FROM loan_cells RETURNING day, product_id, channel, late30_from, loans, principal)
  INSERT INTO loan_cells (day, product_id, channel, late30_from, loans, principal)
    SELECT day, product_id, channel, late30_from, sum(loans), sum(principal) FROM moved GROUP BY 1, 2, 3, 4 HAVING sum(loans) <> 0 OR sum(principal) <> 0;
  WITH moved AS (DELETE FROM portfolio_cells RETURNING product_id, repaying, channel, first_open_due, loans, principal, interest, fee, penalty)
  INSERT INTO portfolio_cells (product_id, repaying, channel, first_open_due, loans, principal, interest, fee, penalty)
    SELECT product_id, repaying, channel, first_open_due, sum(loans), sum(principal), sum(interest), sum(fee), sum(penalty) FROM moved GROUP BY 1, 2, 3, 4
    HAVING sum(loans) <> 0 OR sum(principal) <> 0 OR sum(interest) <> 0 OR sum(fee) <> 0 OR sum(penalty) <> 0;
  WITH moved AS (DELETE FROM funnel_cells RETURNING day, channel, identity, face, details, applied, disbursed, borrowers)
  INSERT INTO funnel_cells (day, channel, identity, face, details, applied, disbursed, borrowers)
    SELECT day, channel, identity, face, details, applied, disbursed, sum(borrowers) FROM moved GROUP BY 1, 2, 3, 4, 5, 6, 7 HAVING sum(borrowers) <> 0;
  RETURN true;
END $$;
--> statement-breakpoint
SELECT reports_rebuild_summaries();
