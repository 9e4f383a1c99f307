import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { activeModal } from "./modal-flags.ts";

/** The class modal-dialog.tsx puts on <html> while a dialog is open (styles and carousels read it). */
export const MODAL_OPEN_CLASS = "has-modal";

/** A modal dialog is open: what lies under it does not move. */
export function isModalOpen(): boolean {
  return document.documentElement.classList.contains(MODAL_OPEN_CLASS);
}

/**
 * Resolves once no modal is open. A page that opens with a modal (its query flag in the URL) hydrates
 * what lies under the dialog only when it closes: the visitor came for the dialog, and its first load
 * carries the dialog's code instead of that of sections nobody can see or reach. On the server it
 * resolves at once, so the page is rendered in full.
 */
export function whenNoModal(): Promise<void> {
  if (typeof document === "undefined") return Promise.resolve();
  if (!isModalOpen() && !activeModal(window.location.search)) return Promise.resolve();
  return new Promise((resolve) => {
    // The dialog marks <html> once it has hydrated and unmarks it when it closes (after the URL has
    // dropped its flag); a switch to another modal unmarks and marks again in one commit.
    const observer = new MutationObserver(() => {
      if (isModalOpen()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ["class"] });
  });
}

/**
 * A lazy section of a page that hydrates from its own chunk once no modal covers the page (see
 * whenNoModal); until then the server's HTML stands in for it.
 */
export function lazyUnderModal<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() =>
    whenNoModal()
      .then(load)
      .then((component) => ({ default: component })),
  );
}
