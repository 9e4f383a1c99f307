// Registers the site's service worker (/sw.js, built by scripts/build-service-worker.ts) once the
// page has loaded and the main thread is idle, so it never competes with the first render. Other
// code (push subscription) gets the registration from `serviceWorkerReady()`.

/** Registers /sw.js after load, when idle. Not in development (no worker is built there). */
export function registerServiceWorker(): void {
  if (import.meta.env.DEV || !("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch(() => undefined);
  };
  const whenIdle = () =>
    "requestIdleCallback" in window ? requestIdleCallback(register, { timeout: 5000 }) : register();
  if (document.readyState === "complete") whenIdle();
  else addEventListener("load", whenIdle, { once: true });
}

/** The active registration once the worker runs (never settles where workers are unsupported). */
export function serviceWorkerReady(): Promise<ServiceWorkerRegistration> {
  return "serviceWorker" in navigator ? navigator.serviceWorker.ready : new Promise(() => undefined);
}
