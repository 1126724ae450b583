-- The versions of what the borrower's signed reads are made of (docs/decisions/0042-borrower-books-versions.md).
-- A write to a row of a borrower's books raises that borrower's version when its transaction commits (deferred
-- constraint triggers: the row lock on borrower_books is taken last, at commit, after every lock the transaction took
-- for its own work, so two transactions of one borrower cannot wait on each other through it). Once per transaction:
-- the transaction id kept beside the version says whether this one has raised it already.
INSERT INTO catalogue_version (id, version) VALUES (1, 0) ON CONFLICT (id) DO NOTHING;
--> statement-breakpoint
CREATE FUNCTION borrower_books_bump(borrower bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO borrower_books AS b (user_id, version, tx) VALUES (borrower, 1, txid_current())
    ON CONFLICT (user_id) DO UPDATE SET version = b.version + 1, tx = excluded.tx WHERE b.tx <> excluded.tx;
END $$;
--> statement-breakpoint
CREATE FUNCTION borrower_books_touch() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM borrower_books_bump(OLD.user_id);
  ELSE
    PERFORM borrower_books_bump(NEW.user_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A ledger line names its borrower by its subject: 'user:<id>' (the credit) or 'plan:<id>' (a bill's parts).
CREATE FUNCTION borrower_books_touch_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE borrower bigint;
BEGIN
  IF NEW.subject LIKE 'user:%' THEN
    borrower := substr(NEW.subject, 6)::bigint;
  ELSE
    SELECT p.user_id INTO borrower FROM loan_plans p WHERE p.id = substr(NEW.subject, 6)::bigint;
  END IF;
  IF borrower IS NOT NULL THEN
    PERFORM borrower_books_bump(borrower);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION catalogue_version_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_version AS c (id, version) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET version = c.version + 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER borrower_books_ledger_lines AFTER INSERT ON ledger_lines DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW.subject LIKE 'user:%' OR NEW.subject LIKE 'plan:%') EXECUTE FUNCTION borrower_books_touch_ledger();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER borrower_books_credit_limits AFTER INSERT OR DELETE ON credit_limits DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION borrower_books_touch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER borrower_books_credit_limits_update AFTER UPDATE ON credit_limits DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION borrower_books_touch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER borrower_books_kyc_sections AFTER INSERT OR DELETE ON kyc_sections DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION borrower_books_touch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER borrower_books_kyc_sections_update AFTER UPDATE ON kyc_sections DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION borrower_books_touch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER borrower_books_vip_memberships AFTER INSERT OR DELETE ON vip_memberships DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION borrower_books_touch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER borrower_books_vip_memberships_update AFTER UPDATE ON vip_memberships DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION borrower_books_touch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER borrower_books_loan_orders AFTER INSERT OR DELETE ON loan_orders DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION borrower_books_touch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER borrower_books_loan_orders_update AFTER UPDATE ON loan_orders DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION borrower_books_touch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER borrower_books_loan_plans AFTER INSERT OR DELETE ON loan_plans DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION borrower_books_touch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER borrower_books_loan_plans_update AFTER UPDATE ON loan_plans DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION borrower_books_touch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER borrower_books_user_coupons AFTER INSERT OR DELETE ON user_coupons DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION borrower_books_touch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER borrower_books_user_coupons_update AFTER UPDATE ON user_coupons DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION borrower_books_touch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER borrower_books_payments AFTER INSERT OR DELETE ON payments DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION borrower_books_touch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER borrower_books_payments_update AFTER UPDATE ON payments DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION borrower_books_touch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER borrower_books_stage_orders AFTER INSERT OR DELETE ON stage_orders DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION borrower_books_touch();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER borrower_books_stage_orders_update AFTER UPDATE ON stage_orders DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION borrower_books_touch();
--> statement-breakpoint
CREATE TRIGGER catalogue_version_loan_products AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON loan_products FOR EACH STATEMENT
  EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_version_coupons AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON coupons FOR EACH STATEMENT
  EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_version_stage_phones AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stage_phones FOR EACH STATEMENT
  EXECUTE FUNCTION catalogue_version_bump();
--> statement-breakpoint
CREATE TRIGGER catalogue_version_stage_shops AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON stage_shops FOR EACH STATEMENT
  EXECUTE FUNCTION catalogue_version_bump();
