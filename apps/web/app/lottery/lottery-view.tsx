import type { Locale } from "@croupier/contract/i18n/locales";
import type { Lottery, LotteryStatusItem } from "@croupier/contract/schemas/lotteries";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { lazy, type ReactNode, Suspense, useId, useState } from "react";
import { useDepositTarget } from "../account/use-account.ts";
import { ModalLink } from "../modals/modal-link.tsx";
import { splitLotteries, ticketsIn } from "./lottery-model.ts";
import { formatMoney } from "./lottery-money.ts";
import { DateTime, DepositScale, LotteryCountdown, PrizeList, TicketList, WinnersTable } from "./lottery-parts.tsx";
import "./lottery.css";

const DrawFairness = lazy(() => import("./lottery-fairness.tsx").then((module) => ({ default: module.DrawFairness })));

/**
 * The lottery page's body: each open lottery (countdown, rules, prizes, how to earn tickets, the
 * player's tickets or a sign-up call, the fairness commitment), then the past draws with their
 * winners and verification data.
 */
export function LotteryView({
  lotteries,
  statuses,
  signedIn,
  locale,
}: {
  lotteries: readonly Lottery[];
  statuses: readonly LotteryStatusItem[];
  signedIn: boolean;
  locale: Locale;
}) {
  const pastId = useId();
  const { open, past } = splitLotteries(lotteries);
  return (
    <div className="lottery-page">
      {open.length > 0 ? (
        open.map((lottery) => (
          <OpenLottery key={lottery.id} lottery={lottery} statuses={statuses} signedIn={signedIn} locale={locale} />
        ))
      ) : (
        <p className="lottery-empty">
          <Trans>There is no lottery open right now.</Trans>
        </p>
      )}
      {past.length > 0 && (
        <section className="lottery-past" aria-labelledby={pastId}>
          <h2 id={pastId} className="lottery-page__subtitle">
            <Trans>Past draws</Trans>
          </h2>
          {past.map((lottery) => (
            <PastDraw key={lottery.id} lottery={lottery} statuses={statuses} locale={locale} />
          ))}
        </section>
      )}
    </div>
  );
}

function OpenLottery({
  lottery,
  statuses,
  signedIn,
  locale,
}: {
  lottery: Lottery;
  statuses: readonly LotteryStatusItem[];
  signedIn: boolean;
  locale: Locale;
}) {
  const titleId = useId();
  const pool = formatMoney(lottery.money_budget_cents, lottery.currency, locale);
  return (
    <article className="lottery-card" aria-labelledby={titleId}>
      <header className="lottery-card__head">
        <h2 id={titleId} className="lottery-card__title">
          {lottery.title}
        </h2>
        {lottery.money_budget_cents > 0 && (
          <p className="lottery-card__pool">
            <Trans>
              Prize pool <strong>{pool}</strong>
            </Trans>
          </p>
        )}
        <LotteryCountdown lottery={lottery} />
        <p className="lottery-card__date">
          <Trans>
            Draw: <DateTime iso={lottery.draw_at} locale={locale} />
          </Trans>
        </p>
      </header>
      {lottery.description && <p className="lottery-card__rules">{lottery.description}</p>}
      <div className="lottery-card__grid">
        <PrizeList lottery={lottery} locale={locale} />
        <DepositScale lottery={lottery} locale={locale} />
      </div>
      {signedIn ? (
        <PlayerTickets lottery={lottery} statuses={statuses} />
      ) : (
        <section className="lottery-block lottery-cta">
          <p className="lottery-block__text">
            <Trans>Sign up and make a deposit with the lottery switched on to get your tickets.</Trans>
          </p>
          <div className="lottery-cta__actions">
            <ModalLink flag="sign-up" className="button button--primary">
              <Trans>Sign up</Trans>
            </ModalLink>
            <ModalLink flag="sign-in" className="button button--ghost">
              <Trans>Sign in</Trans>
            </ModalLink>
          </div>
        </section>
      )}
      <FairnessDetails summary={<Trans>Fairness of the draw</Trans>} lottery={lottery} locale={locale} />
    </article>
  );
}

function PlayerTickets({ lottery, statuses }: { lottery: Lottery; statuses: readonly LotteryStatusItem[] }) {
  const headingId = useId();
  const depositTarget = useDepositTarget();
  const tickets = ticketsIn(statuses, lottery.id);
  const held = tickets.length;
  return (
    <section className="lottery-block lottery-mine" aria-labelledby={headingId}>
      <h3 id={headingId} className="lottery-block__title">
        <Trans>Your tickets</Trans>
      </h3>
      {tickets.length > 0 ? (
        <>
          <p className="lottery-block__text">
            <Plural value={held} one="You hold # ticket in this draw." other="You hold # tickets in this draw." />
          </p>
          <TicketList tickets={tickets} />
        </>
      ) : (
        <p className="lottery-block__text">
          <Trans>You have no tickets in this draw yet.</Trans>
        </p>
      )}
      <div className="lottery-mine__actions">
        <ModalLink flag={depositTarget} className="button button--primary">
          <Trans>Deposit</Trans>
        </ModalLink>
        <p className="lottery-mine__note">
          <Trans>
            Switch the lottery on in the deposit dialog: then each deposit earns tickets by the scale above.
          </Trans>
        </p>
      </div>
    </section>
  );
}

function PastDraw({
  lottery,
  statuses,
  locale,
}: {
  lottery: Lottery;
  statuses: readonly LotteryStatusItem[];
  locale: Locale;
}) {
  const { t } = useLingui();
  const titleId = useId();
  const tickets = ticketsIn(statuses, lottery.id);
  return (
    <article className="lottery-draw" aria-labelledby={titleId}>
      <header className="lottery-draw__head">
        <h3 id={titleId} className="lottery-draw__title">
          {lottery.title}
        </h3>
        <p className="lottery-card__date">
          <Trans>
            Drawn: <DateTime iso={lottery.finished_at ?? lottery.draw_at} locale={locale} />
          </Trans>
        </p>
      </header>
      <WinnersTable lottery={lottery} locale={locale} />
      {tickets.length > 0 && (
        <div className="lottery-draw__mine">
          <p className="lottery-block__text">{t`Your tickets in this draw:`}</p>
          <TicketList tickets={tickets} />
        </div>
      )}
      <FairnessDetails summary={<Trans>Verify this draw</Trans>} lottery={lottery} locale={locale} />
    </article>
  );
}

/** A closed section whose fairness data (a lazy chunk) loads when it is first opened. */
function FairnessDetails({ summary, lottery, locale }: { summary: ReactNode; lottery: Lottery; locale: Locale }) {
  const [opened, setOpened] = useState(false);
  return (
    <details
      className="lottery-card__details"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>{summary}</summary>
      {opened && (
        <Suspense fallback={<div className="lottery-fair__loading" aria-hidden="true" />}>
          <DrawFairness lottery={lottery} locale={locale} />
        </Suspense>
      )}
    </details>
  );
}
