import type { ApiResult } from "@croupier/contract/client/call";
import type { ChatMessage, ChatState } from "@croupier/contract/schemas/chat";
import { Trans, useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Icon } from "../shell/icon.tsx";
import { ContactForm } from "../support/contact-form.tsx";
import { ChatComposer } from "./chat-composer.tsx";
import { ChatMessages } from "./chat-messages.tsx";
import type { ChatSession } from "./use-chat-session.ts";
import { VisitorEmail } from "./visitor-email.tsx";

/** Below this width the panel is a full-height sheet, opened modal (the page behind is inert). */
const SHEET_QUERY = "(max-width: 575.98px)";

interface ChatPanelProps {
  session: ChatSession;
  send: (text: string, image: File | null) => Promise<ApiResult<ChatMessage>>;
  setEmail: (email: string) => Promise<ApiResult<ChatState>>;
  notifyTyping: () => void;
  loadOlder: () => Promise<void>;
  retry: () => Promise<unknown>;
  onClose: () => void;
}

/**
 * The chat's panel: a dialog in the corner on wide screens (the page stays usable), a full-height
 * sheet on phones. Focus goes to the message box when it opens and back where it came from when it
 * closes; Escape closes it.
 */
export function ChatPanel({ session, send, setEmail, notifyTyping, loadOlder, retry, onClose }: ChatPanelProps) {
  const { t } = useLingui();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [showContactForm, setShowContactForm] = useState(false);
  const { chat, status } = session;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      if (window.matchMedia?.(SHEET_QUERY).matches && dialog.showModal) dialog.showModal();
      else if (dialog.show) dialog.show();
      else dialog.setAttribute("open", "");
    }
    dialog.querySelector<HTMLElement>("textarea, [data-autofocus]")?.focus();
    return () => {
      if (dialog.open) dialog.close?.();
      if (opener?.isConnected && !opener.closest(".chat-panel")) opener.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== "Escape") return;
    event.preventDefault();
    event.stopPropagation();
    onClose();
  };

  const isOffline = chat !== null && !chat.agents_online;
  const isClosed = chat?.conversation?.status === "closed";
  return (
    <dialog
      ref={ref}
      className="chat-panel"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <header className="chat-panel__header">
        <div>
          <h2 id={titleId} className="chat-panel__title">
            <Trans>Live chat</Trans>
          </h2>
          {chat && (
            <p className={`chat-panel__presence${isOffline ? "" : " chat-panel__presence--online"}`}>
              {isOffline ? <Trans>No agent online right now</Trans> : <Trans>Support is online</Trans>}
            </p>
          )}
        </div>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t`Close the chat`}>
          <Icon name="close" />
        </button>
      </header>
      <div className="chat-panel__body">
        {status === "loading" && (
          <p className="chat-panel__note" role="status">
            <Trans>Loading the conversation…</Trans>
          </p>
        )}
        {status === "failed" && (
          <div className="chat-panel__note" role="alert">
            <p>
              <Trans>The chat cannot be reached right now.</Trans>
            </p>
            <button type="button" className="button button--ghost button--small" onClick={() => void retry()}>
              <Trans>Try again</Trans>
            </button>
          </div>
        )}
        {isOffline && (
          <section className="chat-panel__offline" aria-label={t`No agent online`}>
            <p>
              <Trans>
                No agent is online right now. Leave your message here: we answer as soon as we are back, and the
                conversation continues by e-mail.
              </Trans>
            </p>
            <button
              type="button"
              className="button button--ghost button--small"
              aria-expanded={showContactForm}
              onClick={() => setShowContactForm((value) => !value)}
            >
              {showContactForm ? <Trans>Hide the contact form</Trans> : <Trans>Use the contact form</Trans>}
            </button>
            {showContactForm && <ContactForm />}
          </section>
        )}
        {chat && chat.identity !== "player" && <VisitorEmail email={chat.email} setEmail={setEmail} />}
        {status === "ready" && <ChatMessages session={session} loadOlder={loadOlder} />}
        {session.isAgentTyping && (
          <p className="chat-panel__typing">
            <Trans>Support is typing…</Trans>
          </p>
        )}
        {isClosed && (
          <p className="chat-panel__note">
            <Trans>This conversation is closed. Write again to start a new one.</Trans>
          </p>
        )}
      </div>
      <ChatComposer send={send} notifyTyping={notifyTyping} disabled={status !== "ready"} />
    </dialog>
  );
}
