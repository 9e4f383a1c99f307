import type { PlayerGameRound, UnfinishedGame } from "@croupier/contract/schemas/games";
import { Trans, useLingui } from "@lingui/react/macro";
import { useId } from "react";
import { formatAmount } from "../../lib/player.ts";
import { LocalTime } from "../../profile/local-time.tsx";
import { useShellData } from "../../shell/use-shell-data.ts";
import { LocaleLink } from "../../ui/locale-link.tsx";
import { netTone, signedAmount } from "../session-figures.ts";
import { roundGamePath, roundNet } from "./history-rows.ts";

/**
 * The player's last rounds, newest first: when, which game, the bet, the win, the net outcome
 * (signed, and named, never told by colour alone), the balance after and whether it finished.
 * A table on wide screens; on phones each row stacks with its column names.
 */
export function GameRounds({ rounds, unfinished }: { rounds: PlayerGameRound[]; unfinished: UnfinishedGame[] }) {
  const { t } = useLingui();
  const { locale, currencies } = useShellData();
  const money = (cents: number, currency: string) => formatAmount(cents, currency, locale, currencies);
  const labels = {
    date: t`Date`,
    game: t`Game`,
    currency: t`Currency`,
    bet: t`Bet`,
    win: t`Win`,
    net: t`Net outcome`,
    balance: t`Balance after`,
    status: t`Status`,
  };
  const captionId = useId();
  return (
    <div className="rounds-table-wrap">
      <table className="rounds-table" aria-describedby={captionId}>
        <caption id={captionId} className="visually-hidden">
          <Trans>Your latest game rounds, newest first</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">{labels.date}</th>
            <th scope="col">{labels.game}</th>
            <th scope="col">{labels.currency}</th>
            <th scope="col" className="rounds-table__amount">
              {labels.bet}
            </th>
            <th scope="col" className="rounds-table__amount">
              {labels.win}
            </th>
            <th scope="col" className="rounds-table__amount">
              {labels.net}
            </th>
            <th scope="col" className="rounds-table__amount">
              {labels.balance}
            </th>
            <th scope="col">{labels.status}</th>
          </tr>
        </thead>
        <tbody>
          {rounds.map((round) => {
            const net = roundNet(round);
            const tone = netTone(net);
            const path = roundGamePath(round, unfinished);
            const title = round.title;
            const isOpen = round.bet_status === "open";
            return (
              <tr key={round.bet_id} className={isOpen ? "rounds-table__row--open" : undefined}>
                <td data-label={labels.date}>
                  <LocalTime iso={round.created_at} locale={locale} compact />
                </td>
                <td data-label={labels.game} className="rounds-table__game">
                  {path ? <LocaleLink to={path}>{title}</LocaleLink> : title}
                </td>
                <td data-label={labels.currency}>{round.currency}</td>
                <td data-label={labels.bet} className="rounds-table__amount">
                  {money(round.total_bets, round.currency)}
                </td>
                <td data-label={labels.win} className="rounds-table__amount">
                  {money(round.total_wins, round.currency)}
                </td>
                <td data-label={labels.net} className={`rounds-table__amount net--${tone}`}>
                  {signedAmount(net, (cents) => money(cents, round.currency))}
                  <span className="visually-hidden">
                    {" "}
                    {tone === "up" ? t`(won)` : tone === "down" ? t`(lost)` : t`(even)`}
                  </span>
                </td>
                <td data-label={labels.balance} className="rounds-table__amount">
                  {round.balance_after === null ? "—" : money(round.balance_after, round.currency)}
                </td>
                <td data-label={labels.status}>
                  {isOpen ? (
                    <span className="rounds-table__status">
                      <span className="status-badge status-badge--warning">
                        <Trans>Unfinished</Trans>
                      </span>
                      {path && (
                        <LocaleLink to={path} className="rounds-table__resume" aria-label={t`Resume ${title}`}>
                          <Trans>Resume</Trans>
                        </LocaleLink>
                      )}
                    </span>
                  ) : (
                    <span className="status-badge status-badge--success">
                      <Trans>Finished</Trans>
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
