import { lazy, Suspense, useEffect, useState } from "react";
import { TOAST_DURATION_MS } from "../lib/constants.ts";

// The toaster is loaded after hydration so it costs nothing on the first paint. `toast()` callers
// import the same "sonner" module, so they reach this very Toaster.
const Toaster = lazy(() => import("sonner").then((module) => ({ default: module.Toaster })));

export function LazyToaster() {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <Toaster position="top-right" duration={TOAST_DURATION_MS} theme="dark" richColors closeButton />
    </Suspense>
  );
}
