import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

// Source strings are the English texts (message ids are generated). Catalogues per locale:
// `messages` for the shell and the pages, loaded before the first render, and feature catalogues
// loaded with their lazy modals and routes (app/i18n/catalogs.ts). A file listed in a feature
// catalogue must only be reached through those lazy paths.

// `payments`: the deposit flows (amounts, methods, bonuses, crypto addresses), and the method forms
// and amount fields that withdrawals share.
const PAYMENTS = ["<rootDir>/app/payments"];

// `cashier`: withdrawals (with `payments`), the payment history and currency management.
const CASHIER = ["<rootDir>/app/cashier", "<rootDir>/app/routes/withdraw.tsx"];

// `games`: the lobby and the game page (their routes and the search modal load it;
// app/i18n/catalogs.ts).
const GAMES = [
  "<rootDir>/app/games",
  "<rootDir>/app/play",
  "<rootDir>/app/routes/games.tsx",
  "<rootDir>/app/routes/game.tsx",
];

// `history`: the account history page (statement, game rounds, net deposits); apart from `games`,
// so neither page's first load carries the other's texts.
const HISTORY = ["<rootDir>/app/play/history", "<rootDir>/app/routes/game-history.tsx"];

// `studio`: the studio's game screens and fairness check, documents of their own inside the game
// page's iframe: the lobby and the game page never carry their texts.
const STUDIO = [
  "<rootDir>/app/studio",
  "<rootDir>/app/routes/studio-game.tsx",
  "<rootDir>/app/routes/studio-verify.tsx",
];

// `account`: the signed-in profile, the identity pages (e-mail link landings, password reset, the
// e-mail requests) and the identity modals (sign-in, sign-up, personal details), loaded with those
// routes and modals (app/i18n/catalogs.ts).
const ACCOUNT = [
  "<rootDir>/app/routes/profile.tsx",
  "<rootDir>/app/profile/change-password.tsx",
  "<rootDir>/app/routes/token-landing.tsx",
  "<rootDir>/app/routes/email-request.tsx",
  "<rootDir>/app/routes/reset-password.tsx",
  "<rootDir>/app/account/new-password-fields.tsx",
  "<rootDir>/app/account/personal-details-form.tsx",
  "<rootDir>/app/account/personal-field-labels.ts",
  // The welcome modal after sign-up and the limits modal (loaded with their modals).
  "<rootDir>/app/welcome",
  "<rootDir>/app/limits",
  // Take a break, self-exclusion (their modals) and closing the account (the profile); the tools'
  // section itself (protection-tools.tsx) is on the responsible-gambling page: `messages`.
  "<rootDir>/app/protection/exclusion-body.tsx",
  "<rootDir>/app/protection/exclusion-texts.ts",
  "<rootDir>/app/protection/close-account.tsx",
  // Two-factor sign-in: the sign-in's code step, the profile's section (the withdrawal form passes
  // its own texts to the code field).
  "<rootDir>/app/two-factor",
  // The profile's documents (KYC) section, a lazy part of the profile.
  "<rootDir>/app/documents",
  // Push notifications: the profile's section and the prompt (its chunk loads this catalogue).
  "<rootDir>/app/push",
  ...["sign-in", "sign-up", "personal-info", "required-fields", "cta"].map(
    (body) => `<rootDir>/app/account/${body}-body.tsx`,
  ),
];

// `realtime`: the notification centre's list and the free-spin offer, loaded after hydration with
// the signed-in header's bell (shell/account-panel.tsx) and with the free-spins modal.
const REALTIME = ["<rootDir>/app/realtime"];

// `loyalty`: the VIP level modal and the VIP page (loaded with them).
const LOYALTY = ["<rootDir>/app/loyalty", "<rootDir>/app/routes/vip.tsx"];

// `bonuses`: the player's bonuses page (/profile/bonuses) and the bonus terms the deposit modal
// shows for the picked offer (a lazy part that loads this catalogue itself).
const BONUSES = ["<rootDir>/app/bonuses", "<rootDir>/app/routes/bonuses.tsx"];

// `lootboxes`: the player's loot boxes page (/profile/lootboxes).
const LOOTBOXES = ["<rootDir>/app/lootboxes", "<rootDir>/app/routes/lootboxes.tsx"];

// `tournaments`: the tournaments list and a tournament's page (/tournaments, /tournaments/:id).
const TOURNAMENTS = [
  "<rootDir>/app/tournaments",
  "<rootDir>/app/routes/tournaments.tsx",
  "<rootDir>/app/routes/tournament.tsx",
];

// `lottery`: the lottery page (/lottery).
const LOTTERY = ["<rootDir>/app/lottery", "<rootDir>/app/routes/lottery.tsx"];

// `sports`: the sports betting pages (/sports, its events, the bet slip, my bets, the betting
// rules), loaded by the sports routes only (routes/sports-*.tsx hold no texts of their own).
const SPORTS = ["<rootDir>/app/sports"];
// `rules`: the betting rules' long texts, apart from `sports` so the betting pages do not carry them.
const RULES = ["<rootDir>/app/sports/rules-page.tsx"];

// `chat`: the live chat's panel, loaded when the shell's launcher opens it (shell/chat-launcher.tsx).
const CHAT = ["<rootDir>/app/chat"];

// `offline`: the offline pages the service worker shows, written at build
// (scripts/build-service-worker.ts); the site never loads these texts.
const OFFLINE = ["<rootDir>/app/pwa"];

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "es", "pt", "pt-BR", "ru"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/app/locales/{locale}/messages",
      include: ["<rootDir>/app"],
      exclude: [
        "**/*.test.*",
        ...PAYMENTS,
        ...CASHIER,
        ...GAMES,
        ...HISTORY,
        ...STUDIO,
        ...ACCOUNT,
        ...REALTIME,
        ...LOYALTY,
        ...BONUSES,
        ...LOOTBOXES,
        ...LOTTERY,
        ...TOURNAMENTS,
        ...CHAT,
        ...SPORTS,
        ...OFFLINE,
      ],
    },
    { path: "<rootDir>/app/locales/{locale}/payments", include: PAYMENTS, exclude: ["**/*.test.*"] },
    { path: "<rootDir>/app/locales/{locale}/cashier", include: CASHIER, exclude: ["**/*.test.*"] },
    { path: "<rootDir>/app/locales/{locale}/games", include: GAMES, exclude: ["**/*.test.*", ...HISTORY] },
    { path: "<rootDir>/app/locales/{locale}/history", include: HISTORY, exclude: ["**/*.test.*"] },
    { path: "<rootDir>/app/locales/{locale}/studio", include: STUDIO, exclude: ["**/*.test.*"] },
    { path: "<rootDir>/app/locales/{locale}/account", include: ACCOUNT, exclude: ["**/*.test.*"] },
    { path: "<rootDir>/app/locales/{locale}/realtime", include: REALTIME, exclude: ["**/*.test.*"] },
    { path: "<rootDir>/app/locales/{locale}/loyalty", include: LOYALTY, exclude: ["**/*.test.*"] },
    { path: "<rootDir>/app/locales/{locale}/bonuses", include: BONUSES, exclude: ["**/*.test.*"] },
    { path: "<rootDir>/app/locales/{locale}/lootboxes", include: LOOTBOXES, exclude: ["**/*.test.*"] },
    { path: "<rootDir>/app/locales/{locale}/lottery", include: LOTTERY, exclude: ["**/*.test.*"] },
    { path: "<rootDir>/app/locales/{locale}/tournaments", include: TOURNAMENTS, exclude: ["**/*.test.*"] },
    { path: "<rootDir>/app/locales/{locale}/chat", include: CHAT, exclude: ["**/*.test.*"] },
    { path: "<rootDir>/app/locales/{locale}/sports", include: SPORTS, exclude: ["**/*.test.*", ...RULES] },
    { path: "<rootDir>/app/locales/{locale}/rules", include: RULES, exclude: ["**/*.test.*"] },
    { path: "<rootDir>/app/locales/{locale}/offline", include: OFFLINE, exclude: ["**/*.test.*"] },
  ],
  format: formatter({ lineNumbers: false }),
});
