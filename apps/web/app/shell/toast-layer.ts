/**
 * Where the toasts live. A modal <dialog> sits in the browser's top layer, above any z-index, and
 * makes the rest of the page inert: toasts in <body> would show blurred under its backdrop and
 * could not be closed. So each open modal lends an empty slot of its own markup (rendered on the
 * server too, so hydration never meets a stranger) and the one toast host moves into the newest
 * slot, back to <body> when the last modal closes. The host node is moved, never re-rendered:
 * toasts on screen survive a modal opening or closing.
 */
const slots: HTMLElement[] = [];
let host: HTMLElement | null = null;

/** The node the toaster renders into (created on first use, client side only). */
export function toastHost(): HTMLElement {
  if (!host) {
    host = document.createElement("div");
    host.className = "toast-host";
    placeHost();
  }
  return host;
}

/**
 * Moves the toasts into `slot` until the returned function is called. Call it from a layout
 * effect: its cleanup runs before React removes the dialog, so the host is never removed with it.
 */
export function lendToastSlot(slot: HTMLElement): () => void {
  slots.push(slot);
  placeHost();
  return () => {
    const index = slots.lastIndexOf(slot);
    if (index >= 0) slots.splice(index, 1);
    placeHost();
  };
}

function placeHost(): void {
  if (!host) return;
  const target = slots.at(-1) ?? document.body;
  if (host.parentElement !== target) target.append(host);
}
