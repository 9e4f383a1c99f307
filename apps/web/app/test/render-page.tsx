import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { cleanup, configure, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createRoutesStub } from "react-router";
import { CATALOGUE_NAMES, loadCatalogue } from "../i18n/catalogs.ts";
import { LazyToaster } from "../shell/lazy-toaster.tsx";
import type { ShellData } from "../shell/shell-data.ts";

// `findBy…` and `waitFor` wait up to 10 s, not 1: CI runs these tests beside the platform's on two
// cores, where a lazy chunk's first import after a live event can take over a second, and on a
// slow day over five (a loot box shown live, 2026-11-28).
configure({ asyncUtilTimeout: 10_000 });

// Component tests see the site as an English-speaking visitor does: every English catalogue is
// loaded into Lingui's instance, the component renders inside a router (links, loaders, modals'
// query flags) beside the toaster, and the root route's shell data is whatever the test gives.

for (const name of CATALOGUE_NAMES) i18n.load("en", await loadCatalogue("en", name));
i18n.activate("en");

// Testing Library unmounts after each test only when test globals are on, and they are not here;
// with one module graph per worker (isolate: false) a hook registered here would only serve the
// first test file, so each render removes the previous one instead.

/** A signed-out English visitor's shell data. */
export const VISITOR_SHELL: ShellData = {
  locale: "en",
  cookieNoticeAccepted: true,
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

/**
 * Renders `element` at `path` (default "/") under a root route whose loader answers `shell` (merged
 * over a signed-out English visitor's), and waits for nothing: query with `findBy…` for the first
 * render.
 */
export function renderPage(element: () => ReactNode, options: { path?: string; shell?: Partial<ShellData> } = {}) {
  cleanup();
  i18n.activate("en");
  const shell = { ...VISITOR_SHELL, ...options.shell };
  const path = options.path ?? "/";
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => shell,
      HydrateFallback: () => null,
      children: [
        { index: true, Component: element },
        { path: "*", Component: element },
      ],
    },
  ]);
  return render(
    <I18nProvider i18n={i18n}>
      <Stub initialEntries={[path]} />
      <LazyToaster />
    </I18nProvider>,
  );
}

/** The text of the elements a control's `aria-describedby` names, as a screen reader reads it. */
export function describedText(control: HTMLElement): string {
  const ids = control.getAttribute("aria-describedby")?.split(" ") ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? "").join(" ");
}
