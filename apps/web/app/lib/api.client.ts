import { type ApiCall, createCall } from "@croupier/contract/client/call";
import type { Locale } from "@croupier/contract/i18n/locales";

/** A group of calls (@croupier/contract/client/*: accounts, auth, games, info, payments, player). */
type CallGroup = (call: ApiCall) => object;
type Intersection<Union> = (Union extends unknown ? (value: Union) => void : never) extends (value: infer Both) => void
  ? Both
  : never;

/**
 * The browser's API client: same-origin relative `/api/...` with the visitor's cookies. It carries
 * the call groups it is given and no others, so a lazy chunk ships only the calls it makes.
 */
export function browserApi<Groups extends CallGroup[]>(
  locale: Locale,
  ...groups: Groups
): { call: ApiCall } & Intersection<ReturnType<Groups[number]>> {
  const call = createCall({ locale });
  return Object.assign({ call }, ...groups.map((group) => group(call)));
}
