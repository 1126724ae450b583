-- The last transaction that wrote a borrower's loans or bills otherwise than a bill's daily penalty (docs/decisions/
-- 0078): collections' daily job reads again the loans of the borrowers it names (borrower-books' loansWrittenSince),
-- so that a morning's penalties, which change nothing a case keeps, no longer send it back to some 166,000 loans.
-- The triggers on loan_orders and loan_plans raise it with the version, in the same upsert; an update of a bill that
-- changes only its penalty_due, penalty_through and updated_at raises the version alone. The rows there now take
-- their tx, so that every write a job's last read did not see is still named.
ALTER TABLE "borrower_books" ADD COLUMN "loans_tx" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "borrower_books" SET "loans_tx" = "tx";--> statement-breakpoint
CREATE FUNCTION borrower_books_touch_loans() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  borrower bigint;
  loans boolean := true;
BEGIN
  IF TG_OP = 'DELETE' THEN
    borrower := OLD.user_id;
  ELSE
    borrower := NEW.user_id;
  END IF;
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME = 'loan_plans' THEN
    loans := (to_jsonb(OLD) - ARRAY['penalty_due', 'penalty_through', 'updated_at']) IS DISTINCT FROM (to_jsonb(NEW) - ARRAY['penalty_due', 'penalty_through', 'updated_at']);
  END IF;
  INSERT INTO borrower_books AS b (user_id, version, tx, loans_tx)
    VALUES (borrower, 1, txid_current(), CASE WHEN loans THEN txid_current() ELSE 0 END)
    ON CONFLICT (user_id) DO UPDATE SET version = b.version + CASE WHEN b.tx <> excluded.tx THEN 1 ELSE 0 END, tx = excluded.tx,
      loans_tx = greatest(b.loans_tx, excluded.loans_tx)
    WHERE b.tx <> excluded.tx OR b.loans_tx < excluded.loans_tx;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER borrower_books_loan_orders ON loan_orders;--> statement-breakpoint
DROP TRIGGER borrower_books_loan_orders_update ON loan_orders;--> statement-breakpoint
DROP TRIGGER borrower_books_loan_plans ON loan_plans;--> statement-breakpoint
DROP TRIGGER borrower_books_loan_plans_update ON loan_plans;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER borrower_books_loan_orders AFTER INSERT OR DELETE ON loan_orders DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION borrower_books_touch_loans();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER borrower_books_loan_orders_update AFTER UPDATE ON loan_orders DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION borrower_books_touch_loans();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER borrower_books_loan_plans AFTER INSERT OR DELETE ON loan_plans DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION borrower_books_touch_loans();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER borrower_books_loan_plans_update AFTER UPDATE ON loan_plans DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION borrower_books_touch_loans();
