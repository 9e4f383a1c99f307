import { statementCalls } from "@croupier/contract/client/statements";
import { DEMO_CURRENCY } from "@croupier/contract/games-catalog";
import type { PlayerGameRound, UnfinishedGame } from "@croupier/contract/schemas/games";
import type { HistoryRound } from "@croupier/contract/schemas/statements";
import { Trans, useLingui } from "@lingui/react/macro";
import { Form, Link, useSearchParams } from "react-router";
import { browserApi } from "../../lib/api.client.ts";
import { useShellData } from "../../shell/use-shell-data.ts";
import { useLoad } from "../../ui/use-load.ts";
import { GameRounds } from "./game-rounds.tsx";
import { HistoryLoadError } from "./history-load-error.tsx";

// The latest rounds filtered (RTS 1B): days, currency and game in the address
// (?tab=games&from=&to=&currency=&game=), closed rounds from /api/player/game_history, a page at a
// time, in the same table as the unfiltered latest rounds.

const FILTERS = ["from", "to", "currency", "game"] as const;
const PER_PAGE = 25;

/** Whether the address asks for filtered rounds. */
export function hasRoundFilters(params: URLSearchParams): boolean {
  return FILTERS.some((name) => params.get(name));
}

/** The filter form; `games` are the games the player can pick (identifier → title). */
export function RoundFilterForm({ games }: { games: ReadonlyMap<string, string> }) {
  const { t } = useLingui();
  const { currencies } = useShellData();
  const [params] = useSearchParams();
  const chosenGame = params.get("game") ?? "";
  const options = new Map(games);
  // A game not among the latest rounds (or before they load) reads as its slug in words.
  const slugWords = (identifier: string) => (identifier.split("/")[1] ?? identifier).replaceAll("-", " ");
  if (chosenGame && !options.has(chosenGame)) options.set(chosenGame, slugWords(chosenGame));
  return (
    <Form method="get" className="statement-filters" aria-label={t`Filter the rounds`}>
      <input type="hidden" name="tab" value="games" />
      {(["from", "to"] as const).map((name) => (
        <div key={name} className="field statement-filters__field">
          <label className="field__label" htmlFor={`rounds-${name}`}>
            {name === "from" ? t`From` : t`To`}
          </label>
          <input
            id={`rounds-${name}`}
            className="field__control"
            type="date"
            name={name}
            defaultValue={params.get(name) ?? ""}
          />
        </div>
      ))}
      <div className="field statement-filters__field">
        <label className="field__label" htmlFor="rounds-currency">
          <Trans>Currency</Trans>
        </label>
        <select
          id="rounds-currency"
          name="currency"
          className="field__control"
          defaultValue={params.get("currency") ?? ""}
        >
          <option value="">{t`All currencies`}</option>
          {currencies
            .filter((currency) => currency.code !== DEMO_CURRENCY)
            .map((currency) => (
              <option key={currency.code} value={currency.code}>
                {currency.code}
              </option>
            ))}
        </select>
      </div>
      <div className="field statement-filters__field">
        <label className="field__label" htmlFor="rounds-game">
          <Trans>Game</Trans>
        </label>
        <select id="rounds-game" name="game" className="field__control" defaultValue={chosenGame}>
          <option value="">{t`All games`}</option>
          {[...options.entries()].map(([identifier, title]) => (
            <option key={identifier} value={identifier}>
              {title}
            </option>
          ))}
        </select>
      </div>
      <div className="statement-filters__actions">
        <button type="submit" className="button button--primary button--small">
          <Trans>Show</Trans>
        </button>
        <Link to="?tab=games" className="button button--ghost button--small">
          <Trans>Clear filters</Trans>
        </Link>
      </div>
    </Form>
  );
}

function asPlayerRound(round: HistoryRound): PlayerGameRound {
  return {
    bet_id: round.id,
    bet_status: "closed",
    created_at: round.started_at,
    finished_at: round.finished_at,
    currency: round.currency,
    provider: round.provider,
    game: round.game,
    title: round.title,
    total_bets: round.total_bet_cents,
    total_wins: round.total_win_cents,
    total_losses: Math.max(round.total_bet_cents - round.total_win_cents, 0),
    balance_after: null,
  };
}

/** The closed rounds matching the address's filters, with a link to the older ones. */
export function FilteredRounds({ unfinished }: { unfinished: UnfinishedGame[] }) {
  const { t } = useLingui();
  const { locale, player } = useShellData();
  const [params] = useSearchParams();
  const query = {
    ...Object.fromEntries(FILTERS.flatMap((name) => (params.get(name) ? [[name, params.get(name) as string]] : []))),
    cursor: params.get("cursor") ?? undefined,
    per_page: PER_PAGE,
  };
  const loaded = useLoad(
    () => browserApi(locale, statementCalls).getGameHistory(query),
    `filtered:${player?.id ?? ""}:${params.toString()}`,
  );
  if (loaded.status === "loading") return <div className="history-skeleton" aria-hidden="true" />;
  if (loaded.status === "failed") return <HistoryLoadError onRetry={loaded.retry} />;
  const result = loaded.data;
  if (!result.ok) {
    const first = Object.values(result.errors ?? {}).flat()[0];
    return <p className="field__error">{first ?? t`Oops... Something went wrong!`}</p>;
  }
  const next = new URLSearchParams(params);
  if (result.data.next_cursor) next.set("cursor", result.data.next_cursor);
  const newest = new URLSearchParams(params);
  newest.delete("cursor");
  return (
    <>
      {result.data.rounds.length === 0 ? (
        <p className="net-deposits__empty">
          <Trans>No rounds match these filters.</Trans>
        </p>
      ) : (
        <GameRounds rounds={result.data.rounds.map(asPlayerRound)} unfinished={unfinished} />
      )}
      <nav className="statement-pager" aria-label={t`Round pages`}>
        {params.get("cursor") && (
          <Link to={`?${newest.toString()}`} className="button button--ghost button--small">
            <Trans>Newest rounds</Trans>
          </Link>
        )}
        {result.data.next_cursor && (
          <Link to={`?${next.toString()}`} className="button button--ghost button--small">
            <Trans>Older rounds</Trans>
          </Link>
        )}
      </nav>
    </>
  );
}
