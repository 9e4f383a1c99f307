-- The player's account statement (statements/) reads a player's postings by their accounts:
-- `account_ids && '{…}'` finds them through this index instead of scanning every posting.
CREATE INDEX "ledger_transactions_account_ids_idx" ON "ledger_transactions" USING gin ("account_ids");
