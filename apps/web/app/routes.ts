import { DEFAULT_LOCALE, LOCALES } from "@croupier/contract/i18n/locales";
import { index, layout, type RouteConfig, type RouteConfigEntry, route } from "@react-router/dev/routes";

// The optional locale prefix is expressed once, in `localizedRoutes`: English pages live at the
// root, every other locale under its code ("/ru/promotions"). Generating a static prefix per locale
// (instead of a dynamic `:lang?`) keeps `/vip` a CMS page rather than "home in language vip", and
// sends an unknown prefix ("/xx/vip") to the 404 page. Route ids carry the locale to stay unique.
function localizedRoutes(locale: string): RouteConfigEntry[] {
  const id = (name: string) => `${locale}/${name}`;
  return [
    index("routes/home.tsx", { id: id("home") }),
    route("home", "routes/home-redirect.tsx", { id: id("home-redirect") }),
    route("404", "routes/not-found.tsx", { id: id("404") }),
    route("games", "routes/games.tsx", { id: id("games") }),
    route("games/:filter", "routes/games.tsx", { id: id("games-filter") }),
    route("games/all/:provider", "routes/games.tsx", { id: id("games-provider") }),
    route("games/:provider/:game/:id", "routes/game.tsx", { id: id("game") }),
    route("game/:game", "routes/game.tsx", { id: id("game-link") }),
    route("promotions", "routes/promotions.tsx", { id: id("promotions") }),
    route("vip", "routes/vip.tsx", { id: id("vip") }),
    route("privacy-policy", "routes/legal-page.tsx", { id: id("privacy-policy") }),
    route("terms-and-conditions", "routes/legal-page.tsx", { id: id("terms-and-conditions") }),
    route("bonus-terms-and-conditions", "routes/legal-page.tsx", { id: id("bonus-terms-and-conditions") }),
    route("affiliate", "routes/legal-page.tsx", { id: id("affiliate") }),
    route("support", "routes/support.tsx", { id: id("support") }),
    route("users/forgot-password", "routes/email-request.tsx", { id: id("forgot-password") }),
    route("users/password/edit", "routes/reset-password.tsx", { id: id("password-edit") }),
    route("users/resend-unlock-instructions", "routes/email-request.tsx", { id: id("resend-unlock") }),
    route("users/resend-confirmation-instructions", "routes/email-request.tsx", { id: id("resend-confirm") }),
    route("users/confirmation", "routes/token-landing.tsx", { id: id("confirmation") }),
    route("users/unlock", "routes/token-landing.tsx", { id: id("unlock") }),
    route("profile", "routes/profile.tsx", { id: id("profile") }),
    route("profile/history", "routes/game-history.tsx", { id: id("profile-history") }),
    route("profile/bonuses", "routes/bonuses.tsx", { id: id("profile-bonuses") }),
    route("profile/lootboxes", "routes/lootboxes.tsx", { id: id("profile-lootboxes") }),
    // The in-house studio's game screen, shown inside the game page's iframe (no header/footer).
    route("studio/verify", "routes/studio-verify.tsx", { id: id("studio-verify") }),
    route("studio/:slug", "routes/studio-game.tsx", { id: id("studio-game") }),
    route("withdraw", "routes/withdraw.tsx", { id: id("withdraw") }),
    route("tournaments", "routes/tournaments.tsx", { id: id("tournaments") }),
    route("tournaments/:id", "routes/tournament.tsx", { id: id("tournament") }),
    route("lottery", "routes/lottery.tsx", { id: id("lottery") }),
    // Sports betting: the vendor's widget or our own book, its events, my bets and the rules.
    route("sports", "routes/sports-layout.tsx", { id: id("sports") }, [
      index("routes/sports-home.tsx", { id: id("sports-home") }),
      route("events/:id", "routes/sports-event.tsx", { id: id("sports-event") }),
      route("bets", "routes/sports-bets.tsx", { id: id("sports-bets") }),
      route("rules", "routes/sports-rules.tsx", { id: id("sports-rules") }),
    ]),
    route("blog", "routes/blog.tsx", { id: id("blog") }),
    route("blog/rss.xml", "routes/blog-rss.ts", { id: id("blog-rss") }),
    route("blog/:slug", "routes/blog-post.tsx", { id: id("blog-post") }),
    route(":slug", "routes/cms-page.tsx", { id: id("cms-page") }),
    route("*", "routes/catch-all.tsx", { id: id("catch-all") }),
  ];
}

export default [
  // The web app manifest (a resource route: the brand's name comes from the platform).
  route("manifest.webmanifest", "routes/manifest.ts", { id: "manifest" }),
  // Search engines: robots.txt names the sitemap index; its sitemaps list pages, posts and games.
  route("robots.txt", "routes/robots.ts", { id: "robots" }),
  route("sitemap.xml", "routes/sitemap.ts", { id: "sitemap" }),
  route("sitemap-pages.xml", "routes/sitemap-pages.ts", { id: "sitemap-pages" }),
  route("sitemap-games.xml", "routes/sitemap-games.ts", { id: "sitemap-games" }),
  layout("routes/locale-layout.tsx", { id: DEFAULT_LOCALE }, localizedRoutes(DEFAULT_LOCALE)),
  ...LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) =>
    route(locale, "routes/locale-layout.tsx", { id: locale }, localizedRoutes(locale)),
  ),
] satisfies RouteConfig;
