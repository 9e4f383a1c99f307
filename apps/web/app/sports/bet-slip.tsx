import type { Locale } from "@croupier/contract/i18n/locales";
import { formatPrice, potentialReturn } from "@croupier/contract/odds";
import type { BookBetReceipt, BookRules } from "@croupier/contract/schemas/sportsbook-book";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useDepositTarget } from "../account/use-account.ts";
import { refreshAccounts } from "../cashier/accounts-store.ts";
import { browserApi } from "../lib/api.client.ts";
import { type CurrencyInfo, formatAmount, isFiatCurrency } from "../lib/player.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { sportsbookCalls } from "./book-calls.ts";
import { useOdds, useOddsFormat } from "./odds-preference.tsx";
import { PriceChangeChoice } from "./price-change-choice.tsx";
import { BetReceiptView } from "./receipt.tsx";
import {
  ACCUMULATOR_KEY,
  accumulatorPrice,
  combineRefusals,
  exactPrice,
  needsConfirmation,
  type PlannedBet,
  planBets,
  type SlipLeg,
  singleKey,
} from "./slip-rules.ts";
import { slip, useSlip } from "./slip-store.ts";

// The bet slip: picks, a stake per single and for the accumulator, the potential return of each
// (exact, rounded down as the platform pays), the player's price-change choice (UKGC RTS 2C), a
// receipt to confirm before placing and the receipt after (RTS 2). On phones it is a bottom sheet
// opened from a bar above the menu; from 960 px a panel beside the page (sports.css).

export interface BetSlipProps {
  /** The signed-in player's id and wallet currency; null for a visitor. */
  player: { id: number; currency: string; balanceCents: number } | null;
  locale: Locale;
  currencies: readonly CurrencyInfo[];
  /** The book's limits in the player's currency (the maximum payout caps the returns shown). */
  rules: BookRules["currencies"][number] | null;
}

type Step = "edit" | "confirm" | "placing" | "done";

/** Field errors by where they show: a stake field's key, a leg's selection id, or the slip. */
interface SlipErrors {
  fields: Record<string, string>;
  legs: Record<number, string>;
  general: string | null;
}

const NO_ERRORS: SlipErrors = { fields: {}, legs: {}, general: null };

function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function BetSlip({ player, locale, currencies, rules }: BetSlipProps) {
  const { t } = useLingui();
  const state = useSlip();
  const odds = useOdds();
  const { format } = useOddsFormat();
  const headingId = useId();
  const sheetId = useId();
  const [open, setOpen] = useState(false);
  const [step, setStep] = useState<Step>("edit");
  const [planned, setPlanned] = useState<PlannedBet[]>([]);
  const [receipt, setReceipt] = useState<BookBetReceipt | null>(null);
  const [errors, setErrors] = useState<SlipErrors>(NO_ERRORS);
  const [pricesMoved, setPricesMoved] = useState(false);
  /** The balance did not cover the stakes (402): the refusal offers a deposit. */
  const [short, setShort] = useState(false);
  const depositTarget = useDepositTarget();
  const idempotencyKey = useRef<string>("");
  const alertRef = useRef<HTMLDivElement>(null);

  const currency = player?.currency ?? "EUR";
  const fiat = isFiatCurrency(currency, currencies);
  const minorDigits = fiat ? 2 : 8;
  const maxWinnings = rules ? BigInt(rules.max_payout_cents) : null;
  const money = (minor: bigint | number) => formatAmount(Number(minor), currency, locale, currencies);
  const { legs } = state;
  const refusals = combineRefusals(legs);
  const comboPrice = accumulatorPrice(legs);
  const changedLegs = legs.filter(
    (leg) => leg.previousPrice && needsConfirmation(state.policy, leg.previousPrice, leg.price),
  );

  // The sheet closes with Escape (phones); focus stays where the player was.
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, [open]);

  // A new message (refusal, price change) is read out and scrolled to.
  useEffect(() => {
    if (errors.general || pricesMoved) alertRef.current?.focus();
  }, [errors.general, pricesMoved]);

  const plan = () => planBets(legs, state.singleStakes, state.accumulatorStake, minorDigits);
  const { bets: livePlan } = plan();
  const totalStake = livePlan.reduce((sum, bet) => sum + bet.stake, 0n);

  function review(event: FormEvent) {
    event.preventDefault();
    const { bets, invalid } = plan();
    const fields: Record<string, string> = {};
    for (const key of invalid) fields[key] = t`Enter a stake such as 5 or 2.50.`;
    if (rules) {
      for (const bet of bets) {
        if (bet.stake < BigInt(rules.min_stake_cents)) {
          fields[bet.key] = t`The smallest stake is ${money(rules.min_stake_cents)}.`;
        } else if (bet.stake > BigInt(rules.max_stake_cents)) {
          fields[bet.key] = t`The largest stake is ${money(rules.max_stake_cents)}.`;
        }
      }
    }
    if (Object.keys(fields).length > 0) {
      setErrors({ ...NO_ERRORS, fields, general: t`Check the stakes marked below.` });
      return;
    }
    if (bets.length === 0) {
      setErrors({ ...NO_ERRORS, general: t`Enter a stake for at least one bet.` });
      return;
    }
    if (changedLegs.length > 0) {
      setPricesMoved(true);
      return;
    }
    setErrors(NO_ERRORS);
    setPlanned(bets);
    idempotencyKey.current = newIdempotencyKey();
    setStep("confirm");
  }

  /** Reads the slip's selections again after a refusal: moved prices and closed markets show. */
  async function refreshSelections(): Promise<boolean> {
    const api = browserApi(locale, sportsbookCalls);
    const result = await api.getSelections(legs.map((leg) => leg.selectionId));
    if (!result.ok || !Array.isArray(result.data)) return false;
    slip.syncPrices(result.data.map((item) => ({ selectionId: item.id, price: item.price, available: item.bettable })));
    return true;
  }

  async function place() {
    if (!player) return;
    setStep("placing");
    setErrors(NO_ERRORS);
    const api = browserApi(locale, sportsbookCalls);
    const result = await api.placeBets({
      idempotency_key: idempotencyKey.current,
      currency,
      accept_price_changes: state.policy,
      bets: planned.map((bet) => ({
        stake_cents: Number(bet.stake),
        selections: bet.legs.map((leg) => ({ selection_id: leg.selectionId, price: leg.price })),
      })),
    });
    if (result.ok) {
      setReceipt(result.data);
      setStep("done");
      slip.clear();
      void refreshAccounts(locale, player.id);
      return;
    }
    if (result.status === 0) {
      // No answer: the same key again cannot place the slip twice.
      setErrors({ ...NO_ERRORS, general: t`No answer from the server. Check your connection and try again.` });
      setStep("confirm");
      return;
    }
    const next: SlipErrors = { fields: {}, legs: {}, general: null };
    let priceRefused = false;
    for (const [path, value] of Object.entries(result.errors ?? {})) {
      const text = Array.isArray(value) ? value.join(" ") : String(value);
      const match = /^bets\.(\d+)\.(stake_cents|selections\.(\d+)\.(\w+))$/.exec(path);
      const bet = match ? planned[Number(match[1])] : undefined;
      if (bet && match?.[2] === "stake_cents") {
        next.fields[bet.key] = text;
      } else if (bet && match?.[3] !== undefined) {
        const leg = bet.legs[Number(match[3])];
        if (match[4] === "price") priceRefused = true;
        if (leg) next.legs[leg.selectionId] = text;
      } else {
        next.general = next.general ? `${next.general} ${text}` : text;
      }
    }
    setShort(result.status === 402);
    if (result.status === 401) next.general = t`Sign in to place bets.`;
    else if (!next.general && result.error) next.general = result.error;
    if (priceRefused || Object.keys(next.legs).length > 0) {
      await refreshSelections();
      setPricesMoved(priceRefused);
    }
    if (
      !next.general &&
      Object.keys(next.fields).length === 0 &&
      !priceRefused &&
      Object.keys(next.legs).length === 0
    ) {
      next.general = t`The bets were not placed. Please try again.`;
    }
    setErrors(next);
    setStep("edit");
  }

  function acceptNewPrices() {
    slip.acceptPrices();
    setPricesMoved(false);
    setErrors((current) => ({ ...current, legs: {}, general: null }));
  }

  function finish() {
    setReceipt(null);
    setStep("edit");
    setOpen(false);
  }

  const count = legs.length;
  const summary = count === 0 ? t`Bet slip, empty` : t`Bet slip, ${count} picks`;

  return (
    <aside className={`bet-slip${open ? " bet-slip--open" : ""}`} aria-labelledby={headingId}>
      <button
        type="button"
        className="bet-slip__bar"
        aria-expanded={open}
        aria-controls={sheetId}
        aria-label={summary}
        onClick={() => setOpen(!open)}
      >
        <span className="bet-slip__bar-title">
          <Trans>Bet slip</Trans>
        </span>
        <span className="bet-slip__count" aria-hidden="true">
          {count}
        </span>
        {totalStake > 0n && (
          <span className="bet-slip__bar-stake" aria-hidden="true">
            {money(totalStake)}
          </span>
        )}
      </button>
      <div id={sheetId} className="bet-slip__sheet">
        <div className="bet-slip__head">
          <h2 id={headingId} className="bet-slip__title">
            <Trans>Bet slip</Trans>
            <span className="bet-slip__count">{count}</span>
          </h2>
          {player && (
            <p className="bet-slip__head-balance">
              <Trans>Balance {money(player.balanceCents)}</Trans>
            </p>
          )}
          <button
            type="button"
            className="icon-button bet-slip__close"
            aria-label={t`Close the bet slip`}
            onClick={() => setOpen(false)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <div ref={alertRef} tabIndex={-1} className="bet-slip__alerts" aria-live="polite">
          {errors.general && (
            <div className="bet-slip__alert bet-slip__alert--error" role="alert">
              <p>{errors.general}</p>
              {short && (
                <ModalLink flag={depositTarget} className="button button--primary button--small">
                  <Trans>Deposit</Trans>
                </ModalLink>
              )}
            </div>
          )}
          {pricesMoved && changedLegs.length > 0 && (
            <div className="bet-slip__alert bet-slip__alert--warning" role="alert">
              <p>
                <Trans>Prices have changed since you picked them. Check the new prices before you bet.</Trans>
              </p>
              <ul className="bet-slip__changes">
                {changedLegs.map((leg) => (
                  <li key={leg.selectionId}>
                    {t`${leg.selectionName}: ${odds(leg.previousPrice ?? leg.price)} → ${odds(exactPrice(leg))}`}
                  </li>
                ))}
              </ul>
              <button type="button" className="button button--primary button--small" onClick={acceptNewPrices}>
                <Trans>Accept new prices</Trans>
              </button>
            </div>
          )}
        </div>

        {step === "done" && receipt ? (
          <div className="bet-slip__receipt">
            <p className="bet-slip__placed" role="status">
              <Trans>Bets placed. Good luck!</Trans>
            </p>
            {receipt.price_changes_accepted && (
              <p className="bet-slip__note">
                <Trans>Some prices moved while you placed the bets; your price-change choice accepted them.</Trans>
              </p>
            )}
            {receipt.bets.map((bet) => (
              <BetReceiptView key={bet.id} bet={bet} locale={locale} currencies={currencies} />
            ))}
            <p className="bet-slip__balance">
              <Trans>Balance after these bets: {money(receipt.balance_cents)}</Trans>
            </p>
            <button type="button" className="button button--primary bet-slip__submit" onClick={finish}>
              <Trans>Done</Trans>
            </button>
          </div>
        ) : step === "confirm" || step === "placing" ? (
          <div className="bet-slip__confirm" aria-busy={step === "placing"}>
            <h3 className="bet-slip__subtitle">
              <Trans>Check your bets</Trans>
            </h3>
            <ul className="bet-slip__review">
              {planned.map((bet) => {
                const back = potentialReturn(bet.stake, bet.legs.map(exactPrice), maxWinnings);
                return (
                  <li key={bet.key} className="bet-slip__review-item">
                    <p className="bet-slip__review-type">
                      {bet.type === "single" ? t`Single` : t`Accumulator (${bet.legs.length} legs)`}
                    </p>
                    <ul className="bet-slip__review-legs">
                      {bet.legs.map((leg) => (
                        <li key={leg.selectionId}>
                          <span>
                            {leg.selectionName}{" "}
                            <span className="bet-slip__muted">
                              · {leg.marketName} · {leg.eventName}
                            </span>
                          </span>
                          <span className="bet-slip__price">{odds(exactPrice(leg))}</span>
                        </li>
                      ))}
                    </ul>
                    <dl className="bet-slip__figures">
                      <div>
                        <dt>
                          <Trans>Stake</Trans>
                        </dt>
                        <dd>{money(bet.stake)}</dd>
                      </div>
                      <div>
                        <dt>
                          <Trans>Potential return</Trans>
                        </dt>
                        <dd>{back === null ? "—" : money(back)}</dd>
                      </div>
                    </dl>
                  </li>
                );
              })}
            </ul>
            <p className="bet-slip__total">
              <Trans>Total stake: {money(planned.reduce((sum, bet) => sum + bet.stake, 0n))}</Trans>
            </p>
            <p className="bet-slip__note">
              {state.policy === "none"
                ? t`If a price changes before the bet is taken, you will be asked again.`
                : state.policy === "higher"
                  ? t`A higher price is accepted; a lower one will be offered to you again.`
                  : t`Any price change is accepted: the bet is struck at the price when it is taken.`}
            </p>
            <div className="bet-slip__actions">
              <button
                type="button"
                className="button button--ghost"
                disabled={step === "placing"}
                onClick={() => setStep("edit")}
              >
                <Trans>Edit slip</Trans>
              </button>
              <button
                type="button"
                className="button button--primary"
                disabled={step === "placing"}
                onClick={() => void place()}
              >
                {step === "placing" ? t`Placing…` : t`Place bets`}
              </button>
            </div>
          </div>
        ) : count === 0 ? (
          <p className="bet-slip__empty">
            <Trans>Pick a price to add it to your slip. Combine picks from different events into an accumulator.</Trans>
          </p>
        ) : (
          <form className="bet-slip__form" onSubmit={review} noValidate>
            <h3 className="bet-slip__subtitle">
              <Trans>Singles</Trans>
            </h3>
            <ul className="bet-slip__legs">
              {legs.map((leg) => (
                <SlipLegRow
                  key={leg.selectionId}
                  leg={leg}
                  stake={state.singleStakes[String(leg.selectionId)] ?? ""}
                  error={errors.fields[singleKey(leg.selectionId)] ?? null}
                  legError={errors.legs[leg.selectionId] ?? null}
                  refusal={refusals.get(leg.selectionId) ?? null}
                  showRefusal={count > 1}
                  currency={currency}
                  price={odds(exactPrice(leg))}
                  previousPrice={leg.previousPrice ? odds(leg.previousPrice) : null}
                  returnText={(() => {
                    const stake = planBets([leg], state.singleStakes, "", minorDigits).bets[0]?.stake;
                    const back = stake ? potentialReturn(stake, [exactPrice(leg)], maxWinnings) : null;
                    return back === null ? null : money(back);
                  })()}
                />
              ))}
            </ul>
            {count > 1 && (
              <section className="bet-slip__acca" aria-label={t`Accumulator`}>
                <h3 className="bet-slip__subtitle">
                  {t`Accumulator (${legs.length} legs)`}
                  {comboPrice && <span className="bet-slip__price">{formatPrice(comboPrice, format)}</span>}
                </h3>
                {comboPrice ? (
                  <StakeField
                    id={ACCUMULATOR_KEY}
                    label={t`Stake on the accumulator`}
                    value={state.accumulatorStake}
                    currency={currency}
                    error={errors.fields[ACCUMULATOR_KEY] ?? null}
                    onChange={(text) => slip.setAccumulatorStake(text)}
                    returnText={(() => {
                      const stake = planBets(legs, {}, state.accumulatorStake, minorDigits).bets[0]?.stake;
                      const back = stake ? potentialReturn(stake, legs.map(exactPrice), maxWinnings) : null;
                      return back === null ? null : money(back);
                    })()}
                  />
                ) : (
                  <p className="bet-slip__note">
                    <Trans>
                      These picks cannot be combined: see the note under each pick. You can still bet them as singles.
                    </Trans>
                  </p>
                )}
              </section>
            )}
            <PriceChangeChoice policy={state.policy} onChange={(policy) => slip.setPolicy(policy)} />
            {maxWinnings !== null && (
              <p className="bet-slip__note">
                <Trans>Maximum winnings per bet: {money(maxWinnings)}.</Trans>
              </p>
            )}
            <p className="bet-slip__total">
              <Trans>Total stake: {money(totalStake)}</Trans>
            </p>
            {player ? (
              <div className="bet-slip__actions">
                <button type="button" className="button button--ghost" onClick={() => slip.clear()}>
                  <Trans>Clear</Trans>
                </button>
                <button type="submit" className="button button--primary">
                  <Trans>Review bets</Trans>
                </button>
              </div>
            ) : (
              <ModalLink flag="sign-in" className="button button--primary bet-slip__submit">
                <Trans>Sign in to bet</Trans>
              </ModalLink>
            )}
          </form>
        )}
      </div>
    </aside>
  );
}

function SlipLegRow({
  leg,
  stake,
  error,
  legError,
  refusal,
  showRefusal,
  currency,
  price,
  previousPrice,
  returnText,
}: {
  leg: SlipLeg;
  stake: string;
  error: string | null;
  legError: string | null;
  refusal: ReturnType<typeof combineRefusals> extends Map<number, infer R> ? R | null : never;
  showRefusal: boolean;
  currency: string;
  price: string;
  previousPrice: string | null;
  returnText: string | null;
}) {
  const { t } = useLingui();
  const noteId = useId();
  return (
    <li className={`slip-leg${leg.unavailable ? " slip-leg--closed" : ""}`}>
      <div className="slip-leg__head">
        <div className="slip-leg__what">
          <p className="slip-leg__selection">{leg.selectionName}</p>
          <p className="slip-leg__market">
            {leg.marketName} · {leg.eventName}
          </p>
        </div>
        <p className="slip-leg__price">
          {previousPrice && (
            <>
              <s className="slip-leg__old-price">
                <span className="visually-hidden">{t`was`} </span>
                {previousPrice}
              </s>{" "}
            </>
          )}
          <span>{price}</span>
        </p>
        <button
          type="button"
          className="icon-button slip-leg__remove"
          aria-label={t`Remove ${leg.selectionName} from the slip`}
          onClick={() => slip.remove(leg.selectionId)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      {leg.unavailable ? (
        <p className="slip-leg__note slip-leg__note--error" id={noteId}>
          <Trans>This market is not taking bets now. Remove the pick to place the others.</Trans>
        </p>
      ) : (
        <StakeField
          id={singleKey(leg.selectionId)}
          label={t`Stake on ${leg.selectionName}`}
          value={stake}
          currency={currency}
          error={error}
          onChange={(text) => slip.setSingleStake(leg.selectionId, text)}
          returnText={returnText}
        />
      )}
      {legError && <p className="slip-leg__note slip-leg__note--error">{legError}</p>}
      {showRefusal && refusal?.reason === "same_event" && (
        <p className="slip-leg__note">
          {t`Not in the accumulator: ${leg.selectionName} and ${refusal.with} are from the same event, so their results depend on each other.`}
        </p>
      )}
    </li>
  );
}

function StakeField({
  id,
  label,
  value,
  currency,
  error,
  onChange,
  returnText,
}: {
  id: string;
  label: string;
  value: string;
  currency: string;
  error: string | null;
  onChange: (text: string) => void;
  returnText: string | null;
}) {
  const inputId = useId();
  const errorId = useId();
  const returnId = useId();
  return (
    <div className="stake-field" data-stake={id}>
      <label htmlFor={inputId} className="stake-field__label">
        {label}
      </label>
      <div className="stake-field__row">
        <span className="stake-field__input-wrap">
          <input
            id={inputId}
            className="input stake-field__input"
            inputMode="decimal"
            autoComplete="off"
            maxLength={15}
            value={value}
            aria-invalid={error ? true : undefined}
            aria-describedby={
              [error ? errorId : null, returnText ? returnId : null].filter(Boolean).join(" ") || undefined
            }
            onChange={(event) => onChange(event.target.value)}
          />
          <span className="stake-field__currency" aria-hidden="true">
            {currency}
          </span>
        </span>
        <p className="stake-field__return" id={returnId} aria-live="polite">
          {returnText && (
            <Trans>
              Potential return <strong>{returnText}</strong>
            </Trans>
          )}
        </p>
      </div>
      {error && (
        <p className="stake-field__error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
