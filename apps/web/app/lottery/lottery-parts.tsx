import type { Locale } from "@croupier/contract/i18n/locales";
import type { Lottery } from "@croupier/contract/schemas/lotteries";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Fragment, type ReactNode, useId } from "react";
import { truncateName } from "../lib/player.ts";
import { timeLeft, useNow } from "../realtime/countdown.ts";
import { countdownTarget, type LotteryTicket, scaleSteps } from "./lottery-model.ts";
import { formatMoney } from "./lottery-money.ts";

type Prize = Lottery["prizes"][number];

/** A date and time in the reader's language and time zone (the server's rendering may differ). */
export function DateTime({ iso, locale }: { iso: string; locale: Locale }) {
  const date = new Date(iso);
  const text = Number.isNaN(date.getTime())
    ? iso
    : new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(date);
  return (
    <time dateTime={iso} suppressHydrationWarning>
      {text}
    </time>
  );
}

/** The countdown to the draw (or to the start of ticket sales), ticking every second. */
export function LotteryCountdown({ lottery }: { lottery: Lottery }) {
  const { t } = useLingui();
  const target = countdownTarget(lottery);
  const left = timeLeft(target.at, useNow());
  if (left.isOver) {
    return (
      <p className="lottery-countdown lottery-countdown--over">
        {target.kind === "draw" ? t`The draw is being made.` : t`Tickets are on sale.`}
      </p>
    );
  }
  const days = left.days;
  return (
    <p className="lottery-countdown" role="timer">
      <span className="lottery-countdown__label">{target.kind === "draw" ? t`Draw in` : t`Tickets on sale in`}</span>{" "}
      <time className="lottery-countdown__clock" dateTime={target.at} suppressHydrationWarning>
        {days > 0 && (
          <>
            <Plural value={days} one="# day" other="# days" />{" "}
          </>
        )}
        {left.clock}
      </time>
    </p>
  );
}

/** "How to earn tickets": the deposit scale as sentences, and the per-player limit. */
export function DepositScale({ lottery, locale }: { lottery: Lottery; locale: Locale }) {
  const { t } = useLingui();
  const headingId = useId();
  const steps = scaleSteps(lottery);
  const max = lottery.max_tickets_count_to_player;
  return (
    <section className="lottery-block" aria-labelledby={headingId}>
      <h3 id={headingId} className="lottery-block__title">
        <Trans>How to earn tickets</Trans>
      </h3>
      {steps.length > 0 ? (
        <ul className="lottery-scale">
          {steps.map((step) => {
            const from = formatMoney(step.fromCents, step.currency, locale);
            const price = formatMoney(step.priceCents, step.currency, locale);
            return <li key={`${step.currency}:${step.fromCents}`}>{t`From ${from}: one ticket per ${price}`}</li>;
          })}
        </ul>
      ) : (
        <p className="lottery-block__text">
          <Trans>Deposits earn no tickets in this lottery.</Trans>
        </p>
      )}
      {max != null && max > 0 && (
        <p className="lottery-block__text">
          <Plural value={max} one="At most # ticket per player." other="At most # tickets per player." />
        </p>
      )}
    </section>
  );
}

/**
 * A prize in words: money, bonus money with its wagering, free spins, comp points; an item (the
 * prize's own words) only when it is none of those.
 */
export function PrizeText({ prize, currency, locale }: { prize: Prize; currency: string; locale: Locale }) {
  const { t } = useLingui();
  const parts: { key: string; node: ReactNode }[] = [];
  const amount = formatMoney(prize.money_award_cents, currency, locale);
  if (prize.kind === "money" && prize.money_award_cents > 0) parts.push({ key: "money", node: amount });
  if (prize.kind === "bonus" && prize.money_award_cents > 0) {
    const wager = prize.wager_multiplier;
    parts.push({ key: "bonus", node: wager > 0 ? t`${amount} bonus (wager ×${wager})` : t`${amount} bonus` });
  }
  const spins = prize.freespins_count;
  if (prize.kind === "freespins" && spins > 0) {
    parts.push({ key: "spins", node: <Plural value={spins} one="# free spin" other="# free spins" /> });
  }
  const points = prize.chargeable_comp_points + prize.persistent_comp_points;
  if (points > 0) {
    parts.push({ key: "points", node: <Plural value={points} one="# comp point" other="# comp points" /> });
  }
  if (parts.length === 0 && prize.stuff.trim()) parts.push({ key: "stuff", node: prize.stuff.trim() });
  if (parts.length === 0) return <>—</>;
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={part.key}>
          {index > 0 && " + "}
          {part.node}
        </Fragment>
      ))}
    </>
  );
}

/** The prizes by place (before the draw). */
export function PrizeList({ lottery, locale }: { lottery: Lottery; locale: Locale }) {
  const headingId = useId();
  const prizes = [...lottery.prizes].sort((a, b) => a.award_place - b.award_place);
  if (prizes.length === 0) return null;
  return (
    <section className="lottery-block" aria-labelledby={headingId}>
      <h3 id={headingId} className="lottery-block__title">
        <Trans>Prizes</Trans>
      </h3>
      <ol className="lottery-prizes">
        {prizes.map((prize) => (
          <PrizeRow key={prize.id} prize={prize} currency={lottery.currency} locale={locale} />
        ))}
      </ol>
    </section>
  );
}

function PrizeRow({ prize, currency, locale }: { prize: Prize; currency: string; locale: Locale }) {
  const { t } = useLingui();
  const place = prize.award_place;
  return (
    <li className="lottery-prizes__item">
      <span className="lottery-place" aria-hidden="true">
        {place}
      </span>
      <span className="visually-hidden">{t`Place ${place}:`}</span>{" "}
      <span className="lottery-prizes__prize">
        <PrizeText prize={prize} currency={currency} locale={locale} />
      </span>
    </li>
  );
}

/** A drawn lottery's winners: place, display name (spec point 9), prize and winning ticket. */
export function WinnersTable({ lottery, locale }: { lottery: Lottery; locale: Locale }) {
  const { t } = useLingui();
  const title = lottery.title;
  const winners = [...lottery.prizes].filter((prize) => prize.ticket).sort((a, b) => a.award_place - b.award_place);
  if (winners.length === 0) {
    return (
      <p className="lottery-block__text">
        <Trans>No tickets took part in this draw, so no prizes were won.</Trans>
      </p>
    );
  }
  return (
    <div className="lottery-table-wrap">
      <table className="lottery-table">
        <caption className="visually-hidden">{t`Winners of ${title}`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Place`}</th>
            <th scope="col">{t`Player`}</th>
            <th scope="col">{t`Prize`}</th>
            <th scope="col">{t`Ticket`}</th>
          </tr>
        </thead>
        <tbody>
          {winners.map((prize) => (
            <tr key={prize.id}>
              <td>
                <span className="lottery-place">{prize.award_place}</span>
              </td>
              <td>{prize.nickname ? truncateName(prize.nickname) : "—"}</td>
              <td>
                <PrizeText prize={prize} currency={lottery.currency} locale={locale} />
              </td>
              <td>
                <code className="lottery-ticket">{prize.ticket}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The player's ticket numbers; a winning one is marked with its place. */
export function TicketList({ tickets }: { tickets: readonly LotteryTicket[] }) {
  const { t } = useLingui();
  return (
    <ul className="lottery-tickets">
      {tickets.map(({ number, award_place: place }) => (
        <li key={number} className={`lottery-ticket${place ? " lottery-ticket--won" : ""}`}>
          {number}
          {place ? <span className="lottery-ticket__place"> · {t`place ${place}`}</span> : null}
        </li>
      ))}
    </ul>
  );
}
