import { Trans } from "@lingui/react/macro";
import { useEffect, useId, useState } from "react";
import { GameTile } from "../components/game-tile.tsx";
import { type CatalogGame, currentDevice, loadCatalogGames } from "../games/catalog.ts";
import { usePlayCurrency } from "../games/play-currency.ts";
import { toTileGame } from "../games/tile-game.ts";
import type { GamePageGame } from "./game-page-data.ts";
import { pickNewGames } from "./new-games.ts";

/** New games to play instead of one that cannot open, as the lobby's tiles. */
export function SuggestedGames({
  game,
  providerTitles,
}: {
  game: GamePageGame;
  providerTitles: Record<string, string>;
}) {
  const headingId = useId();
  const currency = usePlayCurrency();
  const [games, setGames] = useState<CatalogGame[] | null>(null);

  useEffect(() => {
    let current = true;
    void loadCatalogGames(currentDevice()).then((list) => {
      if (current) setGames(pickNewGames(list, game.identifier));
    });
    return () => {
      current = false;
    };
  }, [game.identifier]);

  if (games !== null && games.length === 0) return null;
  return (
    <section className="suggested-games" aria-labelledby={headingId}>
      <h2 id={headingId} className="suggested-games__title">
        <Trans>New games</Trans>
      </h2>
      <ul className="suggested-games__grid">
        {games === null
          ? Array.from({ length: 8 }, (_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity of their own.
              <li key={index} className="suggested-games__item">
                <span className="suggested-game--placeholder" aria-hidden="true" />
              </li>
            ))
          : games.map((one) => (
              <li key={one.identifier} className="suggested-games__item">
                <GameTile game={toTileGame(one, currency, providerTitles)} />
              </li>
            ))}
      </ul>
    </section>
  );
}
