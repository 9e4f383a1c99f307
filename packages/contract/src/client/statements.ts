import type {
  GameHistoryQuery,
  HistoryRoundPage,
  NetDeposits,
  RecalledRound,
  StatementExportQuery,
  StatementPage,
  StatementQuery,
} from "../schemas/statements.ts";
import type { ApiCall } from "./call.ts";

type QueryValues = Record<string, string | number | undefined>;

/** `?a=1&b=x` of the values set, in the order given ("" when none is set). */
export function historyQueryString(values: Partial<QueryValues>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/** The CSV export's address for the statement's filters (a link the browser downloads). */
export function statementCsvPath(filters: Partial<StatementExportQuery>): string {
  return `/api/player/statement.csv${historyQueryString(filters)}`;
}

/** The player's account statement, net deposits and game history (RTS 1B, 1C; GLI-19). */
export function statementCalls(call: ApiCall) {
  const get = <T>(path: string) => call<T>("GET", path);
  return {
    getStatement: (query: Partial<StatementQuery> = {}) =>
      get<StatementPage>(`/api/player/statement${historyQueryString(query)}`),
    getNetDeposits: () => get<NetDeposits>("/api/player/net_deposits"),
    getGameHistory: (query: Partial<GameHistoryQuery> = {}) =>
      get<HistoryRoundPage>(`/api/player/game_history${historyQueryString(query)}`),
    /** The last game and the nine before it, each with its steps. */
    getLastRounds: () => get<RecalledRound[]>("/api/player/game_history/last"),
  };
}
