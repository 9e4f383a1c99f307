import type { PlayMode } from "@croupier/contract/games-catalog";
import type { PlayRules } from "@croupier/contract/schemas/studio";

/** One game as its page shows it (from GET /api/games_info and /api/games/providers). */
export interface GamePageGame {
  identifier: string;
  title: string;
  provider: string;
  /** The provider's display name, the id when unknown. */
  providerTitle: string;
  thumbnail: string;
  /** Per-currency ids, FUN being the demo. */
  currencies: Record<string, { id: number }>;
  /** The provider is connected; false: the page says "Game unavailable" to everyone, signed in or not. */
  playable: boolean;
}

/** The game page's loader data: the game, the opened per-currency id and the operator's rules. */
export interface GamePageData {
  game: GamePageGame;
  id: number;
  currency: string;
  mode: PlayMode;
  rules: PlayRules;
  /** Provider id → display name, for the suggested games' tiles. */
  providerTitles: Record<string, string>;
}
