import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { formatAmount } from "../lib/player.ts";
import { useShellData } from "../shell/use-shell-data.ts";
import { type TimeLeft, timeLeft, useNow } from "./countdown.ts";
import type { SettledBet, SiteNotification } from "./notification.ts";

// An item's words: a heading and a line (free spins add their countdown, ticking every second
// while the list is open); the same words, flat, for the screen-reader announcement.

/** Brand names as their owners write them; the generic methods are translated below. */
const BRANDS: Record<string, string> = {
  mifinity: "MiFinity",
  skrill: "Skrill",
  neteller: "Neteller",
  muchbetter: "MuchBetter",
  piastrix: "Piastrix",
};

interface Words {
  heading: string;
  line: string;
}

function useWords() {
  const { t } = useLingui();
  const { locale, currencies } = useShellData();
  const bonusStage = (stage: string): string => {
    if (stage === "issued") return t`Ready to activate`;
    if (stage === "active" || stage === "handle_bets") return t`Active: wagering in progress`;
    if (stage === "wager_done") return t`Wagering complete: the money is yours`;
    if (stage === "expired") return t`Expired`;
    if (stage === "canceled" || stage === "lost") return t`Forfeited`;
    return t`Updated`;
  };
  const countdown = (left: TimeLeft): string => {
    if (left.isOver) return t`Offer expired`;
    const days = left.days > 0 ? plural(left.days, { one: "# day", other: "# days" }) : "";
    const time = days ? `${days} ${left.clock}` : left.clock;
    return t`Activate within ${time}`;
  };
  const method = (id: string): string => {
    if (id === "creditcard") return t`Credit card`;
    if (id === "bank_transfer") return t`Bank transfer`;
    if (id.startsWith("crypto_")) return id.slice("crypto_".length).toUpperCase();
    return BRANDS[id] ?? id;
  };
  const betResult = (bet: SettledBet): string => {
    const amount = formatAmount(bet.return_cents, bet.currency, locale, currencies);
    if (bet.status === "won") return t`Bet won: ${amount}`;
    if (bet.status === "lost") return t`Bet lost`;
    if (bet.status === "void") return t`Bet void: ${amount} returned`;
    if (bet.status === "half_won") return t`Bet half won: ${amount}`;
    if (bet.status === "half_lost") return t`Bet half lost: ${amount} returned`;
    return t`Bet settled: ${amount} returned`;
  };
  return (item: SiteNotification, now: number): Words & { detail?: string } => {
    switch (item.kind) {
      case "level":
        return { heading: t`New VIP level`, line: item.title ? t`You reached ${item.title}` : t`See your new level` };
      case "bonus":
        return { heading: item.titles?.[locale] || item.title || t`Bonus`, line: bonusStage(item.stage) };
      case "freespins": {
        return {
          heading: item.titles?.[locale] || item.offer.title || t`Free spins`,
          line: plural(item.offer.freespins_total, { one: "# free spin", other: "# free spins" }),
          detail:
            item.offer.stage === "issued" || item.offer.stage === ""
              ? countdown(timeLeft(item.offer.activatable_until, now))
              : undefined,
        };
      }
      case "payment": {
        const { payment } = item;
        const amount = formatAmount(payment.amount_cents, payment.currency, locale, currencies);
        const heading = payment.action === "deposit" ? t`Deposit ${amount}` : t`Withdrawal ${amount}`;
        const result =
          payment.success === true ? t`Successful` : payment.success === false ? t`Failed` : t`In progress`;
        return { heading, line: payment.payment_system ? `${result} · ${method(payment.payment_system)}` : result };
      }
      case "bet":
        return { heading: item.bet.name || t`Sports bet`, line: betResult(item.bet) };
    }
  };
}

export function NotificationText({ item, ticking }: { item: SiteNotification; ticking: boolean }) {
  const words = useWords();
  const now = useNow(ticking && item.kind === "freespins");
  const { heading, line, detail } = words(item, now);
  const tone = toneOf(item);
  return (
    <>
      <span className="notify__heading-text">{heading}</span>
      <span className={`notify__line${tone ? ` notify__line--${tone}` : ""}`}>{line}</span>
      {detail && (
        <span className="notify__detail" role="timer">
          {detail}
        </span>
      )}
    </>
  );
}

/** Good news green, bad news red, the rest plain. */
function toneOf(item: SiteNotification): "good" | "bad" | "" {
  if (item.kind === "payment") return item.payment.success === false ? "bad" : item.payment.success ? "good" : "";
  if (item.kind === "bet")
    return item.bet.return_cents > item.bet.stake_cents ? "good" : item.bet.return_cents === 0 ? "bad" : "";
  return "";
}

/** The item said in one sentence (for the live region). */
export function useNotificationSummary(): (item: SiteNotification) => string {
  const words = useWords();
  return (item: SiteNotification) => {
    const { heading, line, detail } = words(item, Date.now());
    return [heading, line, detail].filter(Boolean).join(". ");
  };
}
