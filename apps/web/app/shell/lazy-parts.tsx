import { type ComponentType, lazy, Suspense, useState } from "react";

// Parts of the shell most visits never show (the signed-in account panel, the e-mail banner, the
// pages for errors and restricted visitors) have chunks of their own, so a visitor's first load
// does not carry them. A part the server rendered leaves a marker; the browser loads the chunks of
// the marked parts before it hydrates, so such a part hydrates with the page and a press on it is
// never lost. (The document does not preload them yet: a signed-in first load waits one round trip
// for the panel's chunk.) A part that appears later (after signing in) loads then.

const LOADERS = {
  "account-panel": () => import("./account-panel.tsx").then((module) => module.AccountPanel),
  "confirm-email-banner": () => import("./confirm-email-banner.tsx").then((module) => module.ConfirmEmailBanner),
  "unavailable-page": () => import("./unavailable-page.tsx").then((module) => module.UnavailablePage),
  "route-error": () => import("./route-error-boundary.tsx").then((module) => module.RouteErrorBoundary),
  "install-help": () => import("./install-help.tsx").then((module) => module.InstallHelp),
};

export type LazyPartName = keyof typeof LOADERS;
type PartComponent<Name extends LazyPartName> = Awaited<ReturnType<(typeof LOADERS)[Name]>>;

const MARKER = "data-shell-part";
const loaded = new Map<LazyPartName, ComponentType<never>>();

async function loadPart<Name extends LazyPartName>(name: Name): Promise<PartComponent<Name>> {
  const component = (await LOADERS[name]()) as PartComponent<Name>;
  loaded.set(name, component as ComponentType<never>);
  return component;
}

/**
 * Loads the parts whose markers the server's HTML holds; entry.client awaits it before hydrating.
 * A chunk that fails to load does not stop hydration: its part then loads again as it renders.
 */
export function loadMarkedParts(): Promise<unknown> {
  const names = [...document.querySelectorAll(`template[${MARKER}]`)]
    .map((marker) => marker.getAttribute(MARKER))
    .filter((name): name is LazyPartName => name !== null && name in LOADERS);
  return Promise.allSettled(names.map((name) => loadPart(name)));
}

/** A shell part rendered from its own chunk (see above); it takes the part's own props. */
export function lazyPart<Name extends LazyPartName>(name: Name): PartComponent<Name> {
  const Lazy = lazy(() => loadPart(name).then((component) => ({ default: component as ComponentType<object> })));
  function LazyPart(props: object) {
    // Decided once: a part that hydrated from its preloaded chunk keeps rendering it directly.
    const [Preloaded] = useState(() => loaded.get(name) as ComponentType<object> | undefined);
    const marker = <template {...{ [MARKER]: name }} />;
    if (Preloaded) {
      return (
        <>
          {marker}
          <Preloaded {...props} />
        </>
      );
    }
    // The server waits for the chunk (no boundary: the HTML holds the part in full); in the browser
    // a part that appears after hydration shows nothing until its chunk arrives.
    const part = <Lazy {...props} />;
    return (
      <>
        {marker}
        {typeof document === "undefined" ? part : <Suspense fallback={null}>{part}</Suspense>}
      </>
    );
  }
  return LazyPart as PartComponent<Name>;
}
