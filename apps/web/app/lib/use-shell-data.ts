import { useRouteLoaderData } from "react-router";
import type { ShellData } from "./shell-data.ts";

const EMPTY: ShellData = {
  locale: "en",
  cookieNoticeAccepted: false,
  project: null,
  pages: [],
  snippets: {},
  files: [],
};

/** The root loader's shell data from anywhere (error boundaries included). */
export function useShellData(): ShellData {
  return (useRouteLoaderData("root") as ShellData | undefined) ?? EMPTY;
}
