// Google Tag Manager (events on deposit success and e-mail confirmation, for the operator's
// marketing). The operator sets the container in the platform's settings
// (GET /api/settings/google_tag_manager → `{container_id}`); without one the site loads nothing
// and pushes nothing. The container's script carries the page's CSP nonce, so no CSP change is
// needed to load it; tags that load further scripts need the operator's own CSP additions.

const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** The container id when it is well-formed (it goes into a script URL), else null. */
export function tagManagerContainer(value: unknown): string | null {
  return typeof value === "string" && CONTAINER_ID.test(value) ? value : null;
}

/** The inline bootstrap GTM documents: the data layer and the start event. */
export const TAG_MANAGER_BOOTSTRAP =
  "window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});";

export function tagManagerScriptUrl(container: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(container)}`;
}

export type TagManagerEvent =
  | { event: "deposit_success"; amount: number | null; currency: string }
  | { event: "email_confirmed" };

/** Pushes an event to the data layer; a no-op when no container is configured (no data layer). */
export function pushTagManagerEvent(event: TagManagerEvent): void {
  const layer = (window as { dataLayer?: unknown }).dataLayer;
  if (Array.isArray(layer)) layer.push(event);
}
