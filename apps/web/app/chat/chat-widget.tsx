import { useLingui } from "@lingui/react/macro";
import { type RefObject, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { chatLauncher } from "../shell/chat-launcher-state.ts";
import { ChatPanel } from "./chat-panel.tsx";
import { type ChatSession, useChatSession } from "./use-chat-session.ts";
import "./chat.css";

/**
 * The live chat behind the shell's launcher (loaded with its first press, or on idle where a
 * conversation is going): it keeps the conversation's live channel while the panel is closed, so
 * the launcher counts unread replies, and announces each new reply to screen readers.
 */
export function ChatWidget({ launcher }: { launcher: RefObject<HTMLButtonElement | null> }) {
  const { isOpen } = useSyncExternalStore(
    chatLauncher.subscribe,
    chatLauncher.getSnapshot,
    chatLauncher.getServerSnapshot,
  );
  const chat = useChatSession(isOpen);
  return (
    <>
      {isOpen && (
        <ChatPanel
          {...chat}
          onClose={() => {
            chatLauncher.close();
            launcher.current?.focus();
          }}
        />
      )}
      <Announcer session={chat.session} />
    </>
  );
}

/** Says each reply that arrives live once, politely: "Support: <text>". */
function Announcer({ session }: { session: ChatSession }) {
  const { t } = useLingui();
  const [message, setMessage] = useState("");
  const seen = useRef<number | null>(null);
  const incoming = session.lastIncoming;
  useEffect(() => {
    if (!incoming || incoming.id === seen.current) return;
    seen.current = incoming.id;
    const author = incoming.agent_name ?? t`Support`;
    const text = incoming.text || t`an image`;
    setMessage(t`New message from ${author}: ${text}`);
  }, [incoming, t]);
  return (
    <p className="visually-hidden" aria-live="polite" aria-atomic="true">
      {message}
    </p>
  );
}
