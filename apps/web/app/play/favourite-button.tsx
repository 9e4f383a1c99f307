import { DEMO_CURRENCY } from "@croupier/contract/games-catalog";
import { useLingui } from "@lingui/react/macro";
import { usePlayCurrency } from "../games/play-currency.ts";
import { useFavoriteGames } from "../games/use-favorite-games.ts";
import { useModal } from "../modals/use-modal.ts";
import type { GamePageGame } from "./game-page-data.ts";
import { PlayIcon } from "./play-icons.tsx";

/**
 * The bar's favourite star, the same favourite as the game's tiles (stored under the play
 * currency's id, else the demo's: games/tile-game.ts favoriteIdOf). Signed out it opens sign-in.
 */
export function FavouriteButton({ game }: { game: GamePageGame }) {
  const { t } = useLingui();
  const { signedIn, isFavorite, toggle } = useFavoriteGames();
  const { open } = useModal();
  const currency = usePlayCurrency();
  const id = game.currencies[currency]?.id ?? game.currencies[DEMO_CURRENCY]?.id ?? null;
  if (id === null) return null;
  const pressed = signedIn && isFavorite(id);
  const title = game.title;
  const onClick = async () => {
    if (!signedIn) await open("sign-in");
    else await toggle(id);
  };
  return (
    <button
      type="button"
      className="icon-button game-bar__button"
      aria-pressed={pressed}
      aria-label={t`Favourite: ${title}`}
      onClick={() => void onClick()}
    >
      <PlayIcon name="star" filled={pressed} />
    </button>
  );
}
