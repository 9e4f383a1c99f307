import { i18n } from "@lingui/core";
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { loadFeatureCatalogue } from "../i18n/catalogs.ts";
import { readStorage } from "../lib/storage-keys.ts";
import { CHAT_STARTED_KEY, chatLauncher } from "./chat-launcher-state.ts";
import { Icon } from "./icon.tsx";
import { usePlayer } from "./use-shell-data.ts";

// The live chat's corner button, on every page. It is all a first load carries of the chat: the
// panel, its connection and its texts (the `chat` catalogue) load when the button is pressed, or on
// idle for a browser that has a conversation going (to count the agent's unread replies).

const ChatWidget = lazy(async () => {
  const [module] = await Promise.all([import("../chat/chat-widget.tsx"), loadFeatureCatalogue(i18n, "chat")]);
  return { default: module.ChatWidget };
});

export function ChatLauncher() {
  const { t } = useLingui();
  const { isOpen, unread } = useSyncExternalStore(
    chatLauncher.subscribe,
    chatLauncher.getSnapshot,
    chatLauncher.getServerSnapshot,
  );
  const [isWanted, setWanted] = useState(false);
  const player = usePlayer();
  const buttonRef = useRef<HTMLButtonElement>(null);
  useLiftAboveCookieNotice();

  // Once opened, the chat stays loaded (closed, it still counts the replies that arrive).
  useEffect(() => {
    if (isOpen) setWanted(true);
  }, [isOpen]);

  useEffect(() => {
    if (readStorage(CHAT_STARTED_KEY) === null) return;
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    idle(() => setWanted(true));
  }, []);

  const label =
    unread === 0
      ? t`Live chat`
      : plural(unread, { one: "Live chat: # unread message", other: "Live chat: # unread messages" });
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="chat-launcher"
        data-open={isOpen || undefined}
        data-unread={unread > 0 || undefined}
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onClick={() => (isOpen ? chatLauncher.close() : chatLauncher.open())}
      >
        <Icon name={isOpen ? "close" : "chat"} />
        {unread > 0 && (
          <span className="chat-launcher__count" aria-hidden="true">
            {unread > 9 ? "9+" : unread}
          </span>
        )}
      </button>
      {(isWanted || isOpen) && (
        <Suspense fallback={null}>
          {/* Signing in or out changes who is chatting: the chat starts afresh. */}
          <ChatWidget key={player?.id ?? "visitor"} launcher={buttonRef} />
        </Suspense>
      )}
    </>
  );
}

/**
 * While the cookie notice floats at the bottom, the button (and the chat's panel) sit above it: the
 * notice's height goes to a CSS variable on the document, which the stylesheets apply only while
 * the notice is on the page.
 */
function useLiftAboveCookieNotice(): void {
  useEffect(() => {
    const notice = document.querySelector<HTMLElement>(".cookie-notice");
    if (!notice || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      if (notice.isConnected) root.style.setProperty("--chat-cookie-notice-height", `${notice.offsetHeight}px`);
    });
    observer.observe(notice);
    return () => observer.disconnect();
  }, []);
}
