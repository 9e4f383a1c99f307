// A form pressed before the page has hydrated. The site's forms are React's, with no action of
// their own, so the browser would submit them itself: a GET of the page with every named field in
// its address (a password among them), and the press lost. The scripts start once the page has
// loaded (lib/deferred-scripts.server.ts), so that moment is a real one on a slow phone.

/**
 * Inline in <head>, before any other script (root.tsx): the browser never submits an action-less form itself (React's
 * handlers, once hydrated, still get the event), and the last one pressed before hydration is kept.
 * Forms with an action (React Router's `<Form>`) work without scripts and pass as they are.
 */
export const EARLY_SUBMIT_GUARD_SCRIPT =
  "addEventListener('submit',function(e){var f=e.target;if(!(f instanceof HTMLFormElement)||f.hasAttribute('action'))return;" +
  "e.preventDefault();if(!document.documentElement.hasAttribute('data-hydrated'))window.__earlySubmit=f},true)";

/** Once hydrated: submits again, through React, a form pressed before (once; none if it is gone). */
export function replayEarlySubmit(): void {
  const early = window as Window & { __earlySubmit?: unknown };
  const form = early.__earlySubmit;
  early.__earlySubmit = undefined;
  if (form instanceof HTMLFormElement && form.isConnected) form.requestSubmit();
}
