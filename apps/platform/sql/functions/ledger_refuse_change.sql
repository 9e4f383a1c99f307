-- The ledger is append-only: postings are never edited or removed (a correction is a new
-- transaction), and an account stays, with its id, kind, owner and currency, because postings name
-- it. Triggers on ledger_transactions (update, delete) and ledger_accounts (delete, and an update of
-- those columns) call this to refuse the change (LG003).
CREATE OR REPLACE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME USING ERRCODE = 'LG003';
END $$;
