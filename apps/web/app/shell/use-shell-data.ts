import { useRouteLoaderData } from "react-router";
import type { ShellData } from "./shell-data.ts";

const EMPTY: ShellData = {
  locale: "en",
  cookieNoticeAccepted: false,
  project: null,
  pages: [],
  snippets: {},
  files: [],
  player: null,
  currencies: [],
  missingFields: [],
  restricted: false,
  tagManagerContainer: null,
  incomplete: false,
};

/** The root loader's shell data from anywhere (error boundaries included). */
export function useShellData(): ShellData {
  return (useRouteLoaderData("root") as ShellData | undefined) ?? EMPTY;
}

/** The signed-in player from the root loader, or null (revalidate the root after auth changes). */
export function usePlayer() {
  return useShellData().player;
}
