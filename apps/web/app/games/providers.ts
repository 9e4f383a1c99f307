// The providers list (GET /api/games/providers) in the browser: asked once per page life for the
// search modal, and by the lobby when its loader could not get it (an empty list if the call fails).

export interface ProviderName {
  id: string;
  title: string;
}

let request: Promise<ProviderName[]> | null = null;

export function loadProviders(): Promise<ProviderName[]> {
  request ??= Promise.all([import("@croupier/contract/client/call"), import("@croupier/contract/client/games")]).then(
    async ([{ createCall }, { gameCalls }]) => {
      const result = await gameCalls(createCall()).getGameProviders();
      if (!result.ok || !Array.isArray(result.data)) {
        request = null;
        return [];
      }
      return result.data.map(({ id, title }) => ({ id, title }));
    },
  );
  return request;
}
