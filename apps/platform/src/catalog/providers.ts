import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { GameProviderInfo } from "@croupier/contract";
import type { CatalogSnapshot } from "./catalog-snapshot.ts";

// GET /api/games/providers: enabled providers with listed games, in carousel order, with the
// site's logo path where the web app ships one (apps/web/public/media/providers/<id>.svg).

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../../..");

/** Whether a logo file exists, looked up once per provider in the web build, then the web sources. */
export function createLogoFinder(webBuildDir: string): (providerId: string) => string | null {
  const folders = [
    path.join(webBuildDir, "client/media/providers"),
    path.join(REPO_ROOT, "apps/web/public/media/providers"),
  ];
  const known = new Map<string, string | null>();
  return (providerId) => {
    let logo = known.get(providerId);
    if (logo === undefined) {
      const file = `${providerId}.svg`;
      logo = folders.some((folder) => existsSync(path.join(folder, file))) ? `/media/providers/${file}` : null;
      known.set(providerId, logo);
    }
    return logo;
  };
}

export function listProviderInfos(
  snapshot: CatalogSnapshot,
  findLogo: (providerId: string) => string | null,
): GameProviderInfo[] {
  const counts = new Map<string, number>();
  for (const game of snapshot.games) counts.set(game.providerId, (counts.get(game.providerId) ?? 0) + 1);
  return snapshot.providers
    .filter((provider) => provider.enabled && (counts.get(provider.id) ?? 0) > 0)
    .map((provider) => ({
      id: provider.id,
      title: provider.name,
      games_count: counts.get(provider.id) ?? 0,
      connected: provider.launchUrl !== null,
      logo: findLogo(provider.id),
    }));
}
