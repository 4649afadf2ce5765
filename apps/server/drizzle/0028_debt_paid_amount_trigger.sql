-- A debt's paid_amount is the sum of its payments, kept here whoever writes a payment (the API, the
-- data generator, psql), in the payment's own transaction. The debt's check (paid_amount <= amount)
-- then refuses an overpayment even when two payments race past the API's check; its status column
-- is generated from the two amounts.
CREATE OR REPLACE FUNCTION sync_debt_paid_amount() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE student_debts
      SET paid_amount = (SELECT coalesce(sum(amount), 0) FROM debt_payments WHERE debt_id = OLD.debt_id)
      WHERE id = OLD.debt_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE student_debts
      SET paid_amount = (SELECT coalesce(sum(amount), 0) FROM debt_payments WHERE debt_id = NEW.debt_id)
      WHERE id = NEW.debt_id;
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER debt_payments_paid_amount AFTER INSERT OR UPDATE OF amount, debt_id OR DELETE ON debt_payments
  FOR EACH ROW EXECUTE FUNCTION sync_debt_paid_amount();
