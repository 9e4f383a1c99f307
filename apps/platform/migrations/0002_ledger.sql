CREATE TABLE "ledger_accounts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"player_id" bigint,
	"currency" text NOT NULL,
	"allow_negative" boolean DEFAULT false NOT NULL,
	"balance" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_accounts_owner_key" UNIQUE NULLS NOT DISTINCT("kind","currency","player_id"),
	CONSTRAINT "ledger_accounts_kind_check" CHECK ("ledger_accounts"."kind" in ('player', 'house', 'clearing', 'pending_withdrawal', 'bonus')),
	CONSTRAINT "ledger_accounts_balance_owner_check" CHECK (("ledger_accounts"."player_id" is null) = ("ledger_accounts"."balance" is null)),
	CONSTRAINT "ledger_accounts_balance_check" CHECK ("ledger_accounts"."allow_negative" or "ledger_accounts"."balance" is null or "ledger_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"transaction_id" bigint NOT NULL,
	"position" smallint NOT NULL,
	"account_id" bigint NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint,
	CONSTRAINT "ledger_entries_transaction_id_position_pk" PRIMARY KEY("transaction_id","position"),
	CONSTRAINT "ledger_entries_amount_check" CHECK ("ledger_entries"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"kind" text NOT NULL,
	"request_hash" text NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transactions_idempotency_key_key" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_player_id_users_id_fk" FOREIGN KEY ("player_id") REFERENCES "users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_accounts" ADD CONSTRAINT "ledger_accounts_currency_currencies_code_fk" FOREIGN KEY ("currency") REFERENCES "currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_accounts_player_idx" ON "ledger_accounts" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account_id","transaction_id");--> statement-breakpoint
-- Hand-written from here on: the ledger's rules live in the database (docs/decisions/003-ledger.md).
-- Every transaction's entries sum to zero per currency and never mix play money with real money,
-- checked at commit, so even hand-written SQL cannot leave an unbalanced posting behind. An entry's
-- account must exist in the entry's currency: checked here rather than by a foreign key, whose
-- FOR KEY SHARE lock on the house account would make every posting share one row again.
CREATE FUNCTION ledger_check_transaction() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v_unbalanced text;
  v_mixed boolean;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM ledger_accounts a WHERE a.id = NEW.account_id AND a.currency = NEW.currency) THEN
    RAISE EXCEPTION 'ledger entry %/% names no account % in %', NEW.transaction_id, NEW.position,
      NEW.account_id, NEW.currency USING ERRCODE = 'LG404';
  END IF;
  SELECT string_agg(per_currency.currency, ', ') FILTER (WHERE per_currency.total <> 0),
         count(DISTINCT per_currency.play_money) > 1
    INTO v_unbalanced, v_mixed
    FROM (SELECT e.currency, sum(e.amount) AS total, bool_and(c.play_money) AS play_money
            FROM ledger_entries e JOIN currencies c ON c.code = e.currency
           WHERE e.transaction_id = NEW.transaction_id
           GROUP BY e.currency) AS per_currency;
  IF v_unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'ledger transaction % does not sum to zero in %', NEW.transaction_id, v_unbalanced
      USING ERRCODE = 'LG001';
  END IF;
  IF v_mixed THEN
    RAISE EXCEPTION 'ledger transaction % mixes play money with real money', NEW.transaction_id
      USING ERRCODE = 'LG002';
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "ledger_entries_balanced" AFTER INSERT ON "ledger_entries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_check_transaction();
--> statement-breakpoint
-- Postings are never edited or removed: a correction is a new transaction.
-- Current definition: sql/functions/ledger_refuse_change.sql (applied on every start).
CREATE FUNCTION ledger_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the ledger is append-only: % on % is not allowed', TG_OP, TG_TABLE_NAME USING ERRCODE = 'LG003';
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_entries_append_only" BEFORE UPDATE OR DELETE ON "ledger_entries"
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
CREATE TRIGGER "ledger_transactions_append_only" BEFORE UPDATE OR DELETE ON "ledger_transactions"
  FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- Accounts stay (their entries name them); only the balance and allow_negative may change.
CREATE TRIGGER "ledger_accounts_kept" BEFORE DELETE OR UPDATE OF "id", "kind", "player_id", "currency"
  ON "ledger_accounts" FOR EACH ROW EXECUTE FUNCTION ledger_refuse_change();
--> statement-breakpoint
-- The posting, in one statement (one round trip): the transaction row (a repeated idempotency key
-- answers the original entries, or LG409 when the request differs), the conditional balance update
-- of each player-owned account in id order (LG402 when it would go below zero), then the entries.
-- System accounts (balance NULL) are only appended to: no shared row is updated per posting.
-- Current definition: sql/functions/ledger_post.sql (applied on every start).
CREATE FUNCTION ledger_post(
  p_key text, p_kind text, p_request_hash text, p_metadata jsonb, p_accounts bigint[], p_amounts bigint[]
) RETURNS TABLE (
  transaction_id bigint, replayed boolean, account_id bigint, currency text, amount bigint, balance_after bigint
) LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_id bigint;
  v_hash text;
  v_replayed boolean := false;
  v_leg record;
  v_count bigint;
BEGIN
  INSERT INTO ledger_transactions AS t (idempotency_key, kind, request_hash, metadata)
    VALUES (p_key, p_kind, p_request_hash, p_metadata)
    ON CONFLICT (idempotency_key) DO NOTHING
    RETURNING t.id INTO v_id;
  IF v_id IS NULL THEN
    SELECT t.id, t.request_hash INTO v_id, v_hash FROM ledger_transactions t WHERE t.idempotency_key = p_key;
    IF v_hash IS DISTINCT FROM p_request_hash THEN
      RAISE EXCEPTION 'idempotency key reused with a different request' USING ERRCODE = 'LG409';
    END IF;
    v_replayed := true;
  ELSE
    FOR v_leg IN
      SELECT a.id, sum(x.amount)::bigint AS delta
        FROM unnest(p_accounts, p_amounts) AS x(account, amount)
        JOIN ledger_accounts a ON a.id = x.account
       WHERE a.balance IS NOT NULL
       GROUP BY a.id
       ORDER BY a.id
    LOOP
      UPDATE ledger_accounts a SET balance = a.balance + v_leg.delta
       WHERE a.id = v_leg.id AND (a.allow_negative OR a.balance + v_leg.delta >= 0);
      IF NOT FOUND THEN
        RAISE EXCEPTION 'insufficient funds in ledger account %', v_leg.id USING ERRCODE = 'LG402';
      END IF;
    END LOOP;
    INSERT INTO ledger_entries AS e (transaction_id, position, account_id, currency, amount, balance_after)
      SELECT v_id, x.position, a.id, a.currency, x.amount, a.balance
        FROM unnest(p_accounts, p_amounts) WITH ORDINALITY AS x(account, amount, position)
        JOIN ledger_accounts a ON a.id = x.account;
    GET DIAGNOSTICS v_count = ROW_COUNT;
    IF v_count <> cardinality(p_accounts) THEN
      RAISE EXCEPTION 'unknown ledger account in %', p_accounts USING ERRCODE = 'LG404';
    END IF;
  END IF;
  RETURN QUERY
    SELECT e.transaction_id, v_replayed, e.account_id, e.currency, e.amount, e.balance_after
      FROM ledger_entries e WHERE e.transaction_id = v_id ORDER BY e.position;
END $$;
--> statement-breakpoint
-- Players who signed up before the ledger get their account in their currency.
INSERT INTO "ledger_accounts" ("kind", "player_id", "currency", "balance")
  SELECT 'player', u.id, u.currency, 0 FROM "users" u
   WHERE EXISTS (SELECT 1 FROM "currencies" c WHERE c.code = u.currency);
