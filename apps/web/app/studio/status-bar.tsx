import { Trans } from "@lingui/react/macro";
import { isDemoCurrency } from "./money.ts";
import { useMoney } from "./use-money.ts";
import type { StudioGame } from "./use-studio-game.ts";

// The strip above every game: the title, then the three figures a player must always see
// (UK RTS 1A / 2A): the balance in the account's currency, the current bet and the last win.

export function StatusBar({ game, bet }: { game: StudioGame; bet: number }) {
  const session = game.session;
  const money = useMoney(session?.currency ?? "");
  if (!session) return null;
  const demo = session.mode === "demo" || isDemoCurrency(session.currency);
  const lastWin = game.lastPlay?.win ?? 0;
  return (
    <header className="studio-bar">
      <div className="studio-bar__title">
        <h1 className="studio-bar__name">{session.title}</h1>
        {demo && (
          <span className="studio-bar__badge">
            <Trans>Demo play</Trans>
          </span>
        )}
      </div>
      <dl className="studio-bar__figures">
        <div className="studio-bar__figure">
          <dt>
            <Trans>Balance</Trans>
          </dt>
          <dd data-testid="studio-balance">
            {money(game.balance)}
            {demo && (
              <span className="studio-bar__unit">
                {" "}
                <Trans>demo credits</Trans>
              </span>
            )}
          </dd>
        </div>
        <div className="studio-bar__figure">
          <dt>
            <Trans>Bet</Trans>
          </dt>
          <dd data-testid="studio-bet">{money(bet)}</dd>
        </div>
        <div className="studio-bar__figure">
          <dt>
            <Trans>Last win</Trans>
          </dt>
          <dd data-testid="studio-last-win">{money(lastWin)}</dd>
        </div>
      </dl>
    </header>
  );
}
