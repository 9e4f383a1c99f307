// Business constants the site shell uses.

/** Layout breakpoints in px (min-width). The CSS uses the same numbers in its media queries. */
export const BREAKPOINTS = { sm: 576, md: 768, lg: 960, xl: 1248, xxl: 1632, xxxl: 1920 } as const;
export type Breakpoint = keyof typeof BREAKPOINTS;

/** Resize handlers are debounced. */
export const RESIZE_DEBOUNCE_MS = 150;

/** Toasts auto-close after this long, top-right. */
export const TOAST_DURATION_MS = 3000;

/** Home hero carousel: autoplay interval and slide transition speed. */
export const HERO_AUTOPLAY_MS = 5000;
export const HERO_SPEED_MS = 1000;

/** Provider logo carousel transition speed. */
export const PROVIDER_CAROUSEL_SPEED_MS = 500;
/** How long the provider carousel rests on each position (a calm pace). */
export const PROVIDER_CAROUSEL_INTERVAL_MS = 2500;

/** Game categories shown as tabs on the home page (label keys in category-labels.ts). */
export const HOME_CATEGORIES = ["all", "slots", "live", "table", "roulette", "jackpot", "bonusbuy", "new"] as const;

/** Category filters of the games lobby (/games/{filter}). */
export const LOBBY_FILTERS = [
  "roulette",
  "popularity",
  "jackpot",
  "live",
  "table",
  "slots",
  "bonusbuy",
  "novelty",
] as const;

/**
 * Embla's `duration` is not in milliseconds: it drives a frame-based easing where 25 (its default)
 * settles in roughly half a second. This maps speeds in milliseconds onto that scale (500 ms → 25).
 */
export function emblaDuration(speedMs: number): number {
  return Math.max(10, Math.round(speedMs / 20));
}
