import { gameThumbnailPath } from "@croupier/contract/games-catalog";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { gameLinkPath, gamePagePath } from "../games/paths.ts";
import type { TileBadge, TileGame } from "../games/tile-game.ts";
import { useFavoriteGames } from "../games/use-favorite-games.ts";
import { useModal } from "../modals/use-modal.ts";
import { imageLoading } from "../ui/image-loading.ts";
import { LocaleLink } from "../ui/locale-link.tsx";
import "./game-tile.css";

// The game tile, shared by the home rows, the lobby, the search modal and the game
// page's suggestions: 3:4 art with its size reserved, title and provider, Play and Demo, the
// favourite star and the new / jackpot / bonus buy badges. It speaks from the `messages`
// catalogue because the home page shows it.

// "New" on one game, not the category's "New games" (which some languages say in the plural).
const BADGE_LABELS: Record<TileBadge, MessageDescriptor> = {
  new: msg({ message: "New", context: "game badge" }),
  jackpot: msg`Jackpot`,
  bonusbuy: msg`Bonus buy`,
};

/** Thumbnails are 300×400 webp. */
export const TILE_IMAGE_WIDTH = 300;
export const TILE_IMAGE_HEIGHT = 400;

export function GameTile({ game, eager = false }: { game: TileGame; eager?: boolean }) {
  const { t, i18n } = useLingui();
  const { title } = game;
  // Play opens the game in the play currency; a game not offered in it opens by its short link.
  const playPath =
    game.playId !== null
      ? gamePagePath(game.identifier, game.playId)
      : gameLinkPath(game.identifier.split("/")[1] ?? game.identifier);
  const demoPath = game.demoId !== null ? gamePagePath(game.identifier, game.demoId) : null;
  const unavailable = !game.playable;
  return (
    <article className={`game-tile${unavailable ? " game-tile--unplayable" : ""}`}>
      <div className="game-tile__media">
        {/* The art opens the game too (a large touch target); keyboards use Play and Demo instead.
            A game that cannot be played (provider not connected) offers no Play or Demo: its art
            links to its page, which says why and suggests others, and is the keyboard's stop. */}
        <LocaleLink
          to={playPath}
          className="game-tile__thumb"
          tabIndex={unavailable ? undefined : -1}
          aria-label={unavailable ? t`${title}: unavailable` : undefined}
        >
          <img
            src={gameThumbnailPath(game.identifier)}
            alt={title}
            width={TILE_IMAGE_WIDTH}
            height={TILE_IMAGE_HEIGHT}
            // The lobby's first tiles are its largest paint.
            {...imageLoading(eager)}
            decoding="async"
          />
        </LocaleLink>
        {game.badges.length > 0 && (
          <ul className="game-tile__badges">
            {game.badges.map((badge) => (
              <li key={badge} className={`game-tile__badge game-tile__badge--${badge}`}>
                {i18n._(BADGE_LABELS[badge])}
              </li>
            ))}
          </ul>
        )}
        {unavailable && (
          <p className="game-tile__state" aria-hidden="true">
            {t`Unavailable`}
          </p>
        )}
        <FavoriteStar game={game} />
        {!unavailable && (
          <div className="game-tile__actions">
            <LocaleLink to={playPath} className="button button--primary button--small" aria-label={t`Play ${title}`}>
              {t`Play`}
            </LocaleLink>
            {demoPath && (
              <LocaleLink to={demoPath} className="button game-tile__demo button--small" aria-label={t`Demo ${title}`}>
                {t`Demo`}
              </LocaleLink>
            )}
          </div>
        )}
      </div>
      <div className="game-tile__info">
        <span className="game-tile__title" title={title}>
          {title}
        </span>
        <span className="game-tile__provider">{game.providerTitle}</span>
      </div>
    </article>
  );
}

/** A real toggle button; signed out it opens the sign-in modal instead (favourites need an account). */
function FavoriteStar({ game }: { game: TileGame }) {
  const { t } = useLingui();
  const { signedIn, isFavorite, toggle } = useFavoriteGames();
  const { open } = useModal();
  const { title } = game;
  const id = game.playId ?? game.demoId;
  const pressed = signedIn && isFavorite(id);
  const onClick = async () => {
    if (!signedIn) {
      await open("sign-in");
      return;
    }
    // A refused change is undone by the store: the star itself shows the outcome.
    if (id !== null) await toggle(id);
  };
  return (
    <button
      type="button"
      className="game-tile__star"
      aria-pressed={pressed}
      aria-label={t`Favourite: ${title}`}
      onClick={onClick}
    >
      <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z" />
      </svg>
    </button>
  );
}
