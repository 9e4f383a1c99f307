import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from "react";
import { createPortal } from "react-dom";
import { TOAST_DURATION_MS } from "../lib/constants.ts";
import { toastHost } from "./toast-layer.ts";
import { isToasterRequested, subscribeToasterRequest, toasterMounted } from "./toasts.ts";

// Loaded with the first toast (see toasts.ts), so pages without one never fetch sonner.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

export function LazyToaster() {
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false);
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (requested) setHost(toastHost());
  }, [requested]);
  if (!host) return null;
  // Portalled into the toast layer's host, which an open modal carries into the top layer.
  return createPortal(
    <Suspense fallback={null}>
      <Toaster position="top-right" duration={TOAST_DURATION_MS} theme="dark" richColors closeButton />
      <MountedSignal />
    </Suspense>,
    host,
  );
}

/** A later sibling of the Toaster: its effect runs after the Toaster's, which subscribe to sonner. */
function MountedSignal() {
  useEffect(toasterMounted, []);
  return null;
}
