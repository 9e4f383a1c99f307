import type { LobbyFilter } from "@croupier/contract/schemas/games";
import { useLingui } from "@lingui/react/macro";
import { CATEGORY_LABELS } from "../components/category-labels.ts";
import { GameTile } from "../components/game-tile.tsx";
import { lobbyPath } from "../games/paths.ts";
import type { TileGame } from "../games/tile-game.ts";
import { LocaleLink } from "../ui/locale-link.tsx";

/** Home rows of game tiles: a sideways scroller on phones, two rows of a grid on wider screens. */
export function GameRows({ rows }: { rows: { filter: LobbyFilter; games: TileGame[] }[] }) {
  const { t, i18n } = useLingui();
  return rows.map((row) => {
    const descriptor = CATEGORY_LABELS[row.filter];
    const label = descriptor ? i18n._(descriptor) : row.filter;
    const titleId = `game-row-${row.filter}`;
    return (
      <section key={row.filter} className="game-row" aria-labelledby={titleId}>
        <div className="teaser__head">
          <h2 id={titleId} className="section-title">
            {label}
          </h2>
          <LocaleLink to={lobbyPath(row.filter)} className="teaser__more" aria-describedby={titleId}>
            {t`See all`}
          </LocaleLink>
        </div>
        <ul className="game-row__list">
          {row.games.map((game) => (
            <li key={game.identifier} className="game-row__item">
              <GameTile game={game} />
            </li>
          ))}
        </ul>
      </section>
    );
  });
}
