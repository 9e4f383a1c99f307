/**
 * Runs `task` now, or, while a mouse button or finger is down, once it is released and its click
 * has landed. A field's errors appear when it loses focus; when it loses focus to a
 * press on the submit button, errors appearing at once push the button down between the press and
 * the release, and the click lands beside it: the form never submits. Showing them after the
 * release keeps the button where the player pressed it.
 */
export function afterPress(task: () => void): void {
  if (typeof document === "undefined" || !pressing) {
    task();
    return;
  }
  waiting.push(task);
}

let pressing = false;
const waiting: Array<() => void> = [];

function release(): void {
  pressing = false;
  // After the click that follows this pointerup (same task queue turn: click is dispatched first).
  setTimeout(() => {
    for (const task of waiting.splice(0)) task();
  }, 0);
}

if (typeof document !== "undefined") {
  document.addEventListener("pointerdown", () => (pressing = true), { capture: true, passive: true });
  document.addEventListener("pointerup", release, { capture: true, passive: true });
  document.addEventListener("pointercancel", release, { capture: true, passive: true });
}
