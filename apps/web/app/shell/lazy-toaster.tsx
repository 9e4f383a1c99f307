import { lazy, Suspense, useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { TOAST_DURATION_MS } from "../lib/constants.ts";

// The toaster is loaded after hydration so it costs nothing on the first paint. `toast()` callers
// import the same "sonner" module, so they reach this very Toaster.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

/**
 * Where the toasts live: in the top-most open modal <dialog> while one is open, else in <body>.
 * A modal dialog sits in the browser's top layer, above any z-index, and makes the rest of the
 * page inert; toasts inside it stay above its backdrop, sharp and clickable (issue 12). The host
 * node is moved, not re-rendered, so toasts on screen survive a modal opening or closing.
 */
function placeToastHost(host: HTMLElement): void {
  const modals = Array.from(document.querySelectorAll("dialog[open]")).filter((dialog) => dialog.matches(":modal"));
  const target = modals.at(-1) ?? document.body;
  if (host.parentElement !== target) target.append(host);
}

export function LazyToaster() {
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const node = document.createElement("div");
    node.className = "toast-host";
    placeToastHost(node);
    // Dialogs open and close by their `open` attribute; a closed one may also leave the DOM.
    const observer = new MutationObserver(() => placeToastHost(node));
    observer.observe(document.body, { subtree: true, childList: true, attributeFilter: ["open"] });
    setHost(node);
    return () => {
      observer.disconnect();
      node.remove();
    };
  }, []);
  if (!host) return null;
  return createPortal(
    <Suspense fallback={null}>
      <Toaster position="top-right" duration={TOAST_DURATION_MS} theme="dark" richColors closeButton />
    </Suspense>,
    host,
  );
}
