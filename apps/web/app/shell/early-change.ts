// A choice made before the page has hydrated. A select that acts on its own (the language select
// navigates as soon as a language is picked) has no way to submit without scripts, and the
// scripts start once the page has loaded (lib/deferred-scripts.server.ts), so a player quick on
// a slow phone would pick and see nothing happen.

/** The attribute that asks for a select's change before hydration to be kept and replayed. */
export const EARLY_CHANGE_ATTRIBUTE = "data-early-change";

/**
 * Inline in <head>, before any other script (root.tsx): the last change of a marked select made
 * before hydration is kept, with the value picked (hydration may set the rendered one back).
 */
export const EARLY_CHANGE_GUARD_SCRIPT =
  "addEventListener('change',function(e){var s=e.target;if(!(s instanceof HTMLSelectElement)||" +
  `!s.hasAttribute('${EARLY_CHANGE_ATTRIBUTE}')||document.documentElement.hasAttribute('data-hydrated'))return;` +
  "window.__earlyChange={select:s,value:s.value}},true)";

/**
 * Once hydrated: picks the kept value again and sends the change through React (once; nothing if
 * the select is gone or no longer offers that value).
 */
export function replayEarlyChange(): void {
  const early = window as Window & { __earlyChange?: { select?: unknown; value?: unknown } };
  const kept = early.__earlyChange;
  early.__earlyChange = undefined;
  const select = kept?.select;
  if (!(select instanceof HTMLSelectElement) || !select.isConnected || typeof kept?.value !== "string") return;
  if (![...select.options].some((option) => option.value === kept.value)) return;
  select.value = kept.value;
  // React listens for a select's plain change event (no value tracking, unlike text inputs).
  select.dispatchEvent(new Event("change", { bubbles: true }));
}
