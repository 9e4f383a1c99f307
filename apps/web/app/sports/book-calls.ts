import type { ApiCall } from "@croupier/contract/client/call";
import type { SportsbookLaunch, SportsbookProvider } from "@croupier/contract/schemas/sportsbook";
import type {
  BookBetReceipt,
  BookBetsPage,
  BookEvent,
  BookEventsPage,
  BookRules,
  BookSlipSelection,
  BookSport,
  PlaceBookBetsBody,
} from "@croupier/contract/schemas/sportsbook-book";

/** Our own book's player calls and the embedded vendor's (platform src/sportsbook/). */
export function sportsbookCalls(call: ApiCall) {
  const get = <T>(path: string) => call<T>("GET", path);
  return {
    /** Whether an embedded vendor is configured (null vendor: our own book). */
    getProvider: () => get<SportsbookProvider>("/api/sportsbook/provider"),
    /** The vendor widget's launch: the player's signed token and the widget's settings. */
    launch: (lang: string) => call<SportsbookLaunch>("POST", "/api/sportsbook/launch", { lang }),
    getSports: () => get<BookSport[]>("/api/sportsbook/sports"),
    getEvents: (query: { sportId?: number; competitionId?: number; page?: number }) => {
      const params = new URLSearchParams();
      if (query.sportId) params.set("sport_id", String(query.sportId));
      if (query.competitionId) params.set("competition_id", String(query.competitionId));
      params.set("page", String(query.page ?? 1));
      params.set("per_page", "30");
      return get<BookEventsPage>(`/api/sportsbook/events?${params}`);
    },
    getEvent: (id: number) => get<BookEvent>(`/api/sportsbook/events/${id}`),
    /** The slip's selections as they stand now (prices, whether bets are taken). */
    getSelections: (ids: readonly number[]) =>
      get<BookSlipSelection[]>(`/api/sportsbook/selections?ids=${ids.join(",")}`),
    getRules: () => get<BookRules>("/api/sportsbook/rules"),
    placeBets: (body: PlaceBookBetsBody) => call<BookBetReceipt>("POST", "/api/sportsbook/bets", body),
    getBets: (status: "open" | "settled", page = 1) =>
      get<BookBetsPage>(`/api/sportsbook/bets?status=${status}&page=${page}&per_page=20`),
  };
}
