import type { LobbyFilter, Winner } from "@croupier/contract/schemas/games";
import type { TileGame } from "../games/tile-game.ts";
import { GameRows } from "./game-rows.tsx";
import { Winners } from "./winners.tsx";

/**
 * The home's game rows and winners, below the fold: the server renders them in full, and the
 * browser hydrates them from this lazy chunk (with the game tile) once the page is interactive,
 * so they add nothing to the home page's first-load script.
 */
export function HomeGames({
  rows,
  winners,
}: {
  rows: { filter: LobbyFilter; games: TileGame[] }[];
  winners: { top: Winner[] | null; latest: Winner[] | null };
}) {
  return (
    <>
      <GameRows rows={rows} />
      <Winners top={winners.top} latest={winners.latest} />
    </>
  );
}
