import type { Locale } from "@croupier/contract/i18n/locales";
import type { I18n, Messages } from "@lingui/core";
import { activeModal, type ModalFlag } from "../modals/modal-flags.ts";
import { loadValidationTexts } from "./validation-texts.ts";

// The site's texts come in catalogues: `messages` (the shell and the pages every visitor sees,
// loaded before the first render) and feature catalogues (`payments`: the deposit flows; `cashier`:
// withdrawals, history, currencies; `games`, `history`, `studio`, `account`) that load with their lazy modals
// and routes, so their texts never weigh on the first page load. lingui.config.ts decides which source files feed which catalogue.
//
// One dynamic import per catalogue and locale, spelled out so the bundler emits one chunk each and
// the browser downloads only what it shows. The server reuses these loaders (i18n.server.ts).

export type CatalogueName =
  | "messages"
  | "payments"
  | "cashier"
  | "games"
  | "history"
  | "studio"
  | "account"
  | "realtime"
  | "loyalty"
  | "bonuses"
  | "lootboxes"
  | "lottery"
  | "tournaments"
  | "chat"
  | "sports"
  | "rules";
export type FeatureCatalogue = Exclude<CatalogueName, "messages">;

type Loader = () => Promise<{ messages: Messages }>;

const loaders: Record<CatalogueName, Record<Locale, Loader>> = {
  messages: {
    en: () => import("../locales/en/messages.po"),
    es: () => import("../locales/es/messages.po"),
    pt: () => import("../locales/pt/messages.po"),
    "pt-BR": () => import("../locales/pt-BR/messages.po"),
    ru: () => import("../locales/ru/messages.po"),
  },
  payments: {
    en: () => import("../locales/en/payments.po"),
    es: () => import("../locales/es/payments.po"),
    pt: () => import("../locales/pt/payments.po"),
    "pt-BR": () => import("../locales/pt-BR/payments.po"),
    ru: () => import("../locales/ru/payments.po"),
  },
  cashier: {
    en: () => import("../locales/en/cashier.po"),
    es: () => import("../locales/es/cashier.po"),
    pt: () => import("../locales/pt/cashier.po"),
    "pt-BR": () => import("../locales/pt-BR/cashier.po"),
    ru: () => import("../locales/ru/cashier.po"),
  },
  games: {
    en: () => import("../locales/en/games.po"),
    es: () => import("../locales/es/games.po"),
    pt: () => import("../locales/pt/games.po"),
    "pt-BR": () => import("../locales/pt-BR/games.po"),
    ru: () => import("../locales/ru/games.po"),
  },
  history: {
    en: () => import("../locales/en/history.po"),
    es: () => import("../locales/es/history.po"),
    pt: () => import("../locales/pt/history.po"),
    "pt-BR": () => import("../locales/pt-BR/history.po"),
    ru: () => import("../locales/ru/history.po"),
  },
  studio: {
    en: () => import("../locales/en/studio.po"),
    es: () => import("../locales/es/studio.po"),
    pt: () => import("../locales/pt/studio.po"),
    "pt-BR": () => import("../locales/pt-BR/studio.po"),
    ru: () => import("../locales/ru/studio.po"),
  },
  account: {
    en: () => import("../locales/en/account.po"),
    es: () => import("../locales/es/account.po"),
    pt: () => import("../locales/pt/account.po"),
    "pt-BR": () => import("../locales/pt-BR/account.po"),
    ru: () => import("../locales/ru/account.po"),
  },
  realtime: {
    en: () => import("../locales/en/realtime.po"),
    es: () => import("../locales/es/realtime.po"),
    pt: () => import("../locales/pt/realtime.po"),
    "pt-BR": () => import("../locales/pt-BR/realtime.po"),
    ru: () => import("../locales/ru/realtime.po"),
  },
  loyalty: {
    en: () => import("../locales/en/loyalty.po"),
    es: () => import("../locales/es/loyalty.po"),
    pt: () => import("../locales/pt/loyalty.po"),
    "pt-BR": () => import("../locales/pt-BR/loyalty.po"),
    ru: () => import("../locales/ru/loyalty.po"),
  },
  bonuses: {
    en: () => import("../locales/en/bonuses.po"),
    es: () => import("../locales/es/bonuses.po"),
    pt: () => import("../locales/pt/bonuses.po"),
    "pt-BR": () => import("../locales/pt-BR/bonuses.po"),
    ru: () => import("../locales/ru/bonuses.po"),
  },
  lootboxes: {
    en: () => import("../locales/en/lootboxes.po"),
    es: () => import("../locales/es/lootboxes.po"),
    pt: () => import("../locales/pt/lootboxes.po"),
    "pt-BR": () => import("../locales/pt-BR/lootboxes.po"),
    ru: () => import("../locales/ru/lootboxes.po"),
  },
  lottery: {
    en: () => import("../locales/en/lottery.po"),
    es: () => import("../locales/es/lottery.po"),
    pt: () => import("../locales/pt/lottery.po"),
    "pt-BR": () => import("../locales/pt-BR/lottery.po"),
    ru: () => import("../locales/ru/lottery.po"),
  },
  tournaments: {
    en: () => import("../locales/en/tournaments.po"),
    es: () => import("../locales/es/tournaments.po"),
    pt: () => import("../locales/pt/tournaments.po"),
    "pt-BR": () => import("../locales/pt-BR/tournaments.po"),
    ru: () => import("../locales/ru/tournaments.po"),
  },
  chat: {
    en: () => import("../locales/en/chat.po"),
    es: () => import("../locales/es/chat.po"),
    pt: () => import("../locales/pt/chat.po"),
    "pt-BR": () => import("../locales/pt-BR/chat.po"),
    ru: () => import("../locales/ru/chat.po"),
  },
  sports: {
    en: () => import("../locales/en/sports.po"),
    es: () => import("../locales/es/sports.po"),
    pt: () => import("../locales/pt/sports.po"),
    "pt-BR": () => import("../locales/pt-BR/sports.po"),
    ru: () => import("../locales/ru/sports.po"),
  },
  rules: {
    en: () => import("../locales/en/rules.po"),
    es: () => import("../locales/es/rules.po"),
    pt: () => import("../locales/pt/rules.po"),
    "pt-BR": () => import("../locales/pt-BR/rules.po"),
    ru: () => import("../locales/ru/rules.po"),
  },
};

export const CATALOGUE_NAMES = Object.keys(loaders) as CatalogueName[];

/** A locale's compiled messages of one catalogue. */
export async function loadCatalogue(locale: Locale, name: CatalogueName = "messages"): Promise<Messages> {
  return (await loaders[name][locale]()).messages;
}

/** `name:locale` of every catalogue already merged into the browser's Lingui instance. */
const loaded = new Set<string>();
/** Feature catalogues this page has used: a language change loads them too. */
const inUse = new Set<FeatureCatalogue>();

async function ensureLoaded(i18n: I18n, name: CatalogueName, locale: Locale): Promise<void> {
  const key = `${name}:${locale}`;
  if (loaded.has(key)) return;
  i18n.load(locale, await loadCatalogue(locale, name));
  loaded.add(key);
}

/**
 * Loads (once) and activates a locale on the given Lingui instance: its shell catalogue, its
 * validation texts, the feature catalogues the page uses, and `features` (those the first render
 * needs).
 */
export async function activateLocale(i18n: I18n, locale: Locale, features: FeatureCatalogue[] = []): Promise<void> {
  for (const feature of features) inUse.add(feature);
  await Promise.all([
    ensureLoaded(i18n, "messages", locale),
    loadValidationTexts(locale),
    ...[...inUse].map((name) => ensureLoaded(i18n, name, locale)),
  ]);
  if (i18n.locale !== locale) i18n.activate(locale);
}

/** Loads a feature catalogue for the active locale (browser only: the server holds every catalogue). */
export async function loadFeatureCatalogue(i18n: I18n, name: FeatureCatalogue): Promise<void> {
  if (typeof document === "undefined") return;
  inUse.add(name);
  await ensureLoaded(i18n, name, i18n.locale as Locale);
}

/** Modals whose bodies speak from the `payments` catalogue. */
const PAYMENTS_MODALS: ReadonlySet<ModalFlag> = new Set<ModalFlag>([
  "fiat-deposit",
  "fiat-payment",
  "fiat-payment-credentials",
  "deposit-success",
  "feedback",
  "crypto-deposit",
  "crypto-payment",
  "first-deposit",
]);
/** The withdrawal page (with the payment history), which speaks from `cashier` and `payments`. */
const WITHDRAW_PATH = /(^|\/)withdraw\/?$/;

/**
 * The feature catalogues a URL's first render needs (its route, or the modal its query opens), so
 * the server can preload them and the browser loads them before hydrating.
 */
export function cataloguesForUrl(pathname: string, search: string): FeatureCatalogue[] {
  const modal = activeModal(search);
  const withdraw = WITHDRAW_PATH.test(pathname);
  const cashier = withdraw || modal === "currency-management";
  const payments = withdraw || (modal !== null && PAYMENTS_MODALS.has(modal));
  const history = HISTORY_PATH.test(pathname);
  const games = GAMES_PATH.test(pathname) || modal === "search-modal";
  const studio = STUDIO_PATH.test(pathname);
  const account = ACCOUNT_PATH.test(pathname) || (modal !== null && ACCOUNT_MODALS.has(modal));
  const realtime = modal === "free-spins";
  const loyalty = VIP_PATH.test(pathname) || modal === "player-status";
  const bonuses = BONUSES_PATH.test(pathname);
  const lootboxes = LOOTBOXES_PATH.test(pathname);
  const lottery = LOTTERY_PATH.test(pathname);
  const tournaments = TOURNAMENTS_PATH.test(pathname);
  const sports = SPORTS_PATH.test(pathname);
  const rules = RULES_PATH.test(pathname);
  return [
    ...(payments ? (["payments"] as const) : []),
    ...(cashier ? (["cashier"] as const) : []),
    ...(games ? (["games"] as const) : []),
    ...(history ? (["history"] as const) : []),
    ...(studio ? (["studio"] as const) : []),
    ...(account ? (["account"] as const) : []),
    ...(realtime ? (["realtime"] as const) : []),
    ...(loyalty ? (["loyalty"] as const) : []),
    ...(bonuses ? (["bonuses"] as const) : []),
    ...(lootboxes ? (["lootboxes"] as const) : []),
    ...(lottery ? (["lottery"] as const) : []),
    ...(tournaments ? (["tournaments"] as const) : []),
    ...(sports ? (["sports"] as const) : []),
    ...(rules ? (["rules"] as const) : []),
  ];
}

/** Modals whose bodies speak from the `account` catalogue. */
const ACCOUNT_MODALS: ReadonlySet<ModalFlag> = new Set<ModalFlag>([
  "sign-in",
  "sign-up",
  "personal-info",
  "required-fields",
  "cta",
]);
/** The profile and the identity pages (/users/...: e-mail link landings, password reset, e-mail requests). */
const ACCOUNT_PATH = /^(\/[a-z]{2}(-[A-Z]{2})?)?\/(profile\/?$|users\/)/;

/** Routes whose pages speak from the `games` catalogue (lobby, game page). */
const GAMES_PATH = /^(\/[a-z]{2}(-[A-Z]{2})?)?\/games?(\/|$)/;
/** The account history page (its own `history` catalogue). */
const HISTORY_PATH = /\/profile\/history\/?$/;
/** The player's bonuses page. */
const BONUSES_PATH = /^(\/[a-z]{2}(-[A-Z]{2})?)?\/profile\/bonuses\/?$/;
/** The player's loot boxes page. */
const LOOTBOXES_PATH = /^(\/[a-z]{2}(-[A-Z]{2})?)?\/profile\/lootboxes\/?$/;
/** The lottery page. */
const LOTTERY_PATH = /^(\/[a-z]{2}(-[A-Z]{2})?)?\/lottery\/?$/;
/** The tournaments list and a tournament's page. */
const TOURNAMENTS_PATH = /^(\/[a-z]{2}(-[A-Z]{2})?)?\/tournaments(\/|$)/;
/** The sports betting pages (/sports and below). */
const SPORTS_PATH = /^(\/[a-z]{2}(-[A-Z]{2})?)?\/sports(\/|$)/;
/** The betting rules (their own catalogue, with `sports`). */
const RULES_PATH = /^(\/[a-z]{2}(-[A-Z]{2})?)?\/sports\/rules\/?$/;
/** The VIP page. */
const VIP_PATH = /^(\/[a-z]{2}(-[A-Z]{2})?)?\/vip\/?$/;
/** The studio's screens (inside the game page's iframe). */
const STUDIO_PATH = /^(\/[a-z]{2}(-[A-Z]{2})?)?\/studio(\/|$)/;
