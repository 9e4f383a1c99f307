import type { ChatMessage } from "@croupier/contract/schemas/chat";
import { Trans, useLingui } from "@lingui/react/macro";
import { useEffect, useMemo, useRef } from "react";
import { useShellData } from "../shell/use-shell-data.ts";
import type { ChatSession } from "./use-chat-session.ts";

/**
 * The conversation, oldest first, kept scrolled to the newest message. Message texts are plain
 * text rendered as React text nodes (line breaks kept by CSS): never HTML.
 */
export function ChatMessages({ session, loadOlder }: { session: ChatSession; loadOlder: () => Promise<void> }) {
  const { t } = useLingui();
  const { locale } = useShellData();
  const listRef = useRef<HTMLOListElement>(null);
  const time = useMemo(() => new Intl.DateTimeFormat(locale, { hour: "2-digit", minute: "2-digit" }), [locale]);
  const { messages } = session;
  const newestId = messages.at(-1)?.id;

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the newest message changes.
  useEffect(() => {
    const scroller = listRef.current?.closest<HTMLElement>(".chat-panel__body");
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }, [newestId, session.isAgentTyping]);

  if (messages.length === 0) {
    return (
      <p className="chat-panel__note">
        <Trans>Ask us anything: a person from our support team answers here.</Trans>
      </p>
    );
  }
  const authorName = (message: ChatMessage) =>
    message.author === "customer" ? t`You` : (message.agent_name ?? t`Support`);
  return (
    <>
      {session.olderBefore !== null && (
        <button
          type="button"
          className="button button--ghost button--small chat-older"
          onClick={() => void loadOlder()}
        >
          <Trans>Show earlier messages</Trans>
        </button>
      )}
      <ol ref={listRef} className="chat-messages" aria-label={t`Messages`}>
        {messages.map((message) => (
          <li key={message.id} className={`chat-message chat-message--${message.author}`}>
            <p className="chat-message__meta">
              <span className="chat-message__author">{authorName(message)}</span>{" "}
              <time dateTime={message.created_at}>{time.format(new Date(message.created_at))}</time>
            </p>
            {message.attachment && (
              <a className="chat-message__image" href={message.attachment.url} target="_blank" rel="noopener">
                <img src={message.attachment.url} alt={t`Attachment from ${authorName(message)}`} loading="lazy" />
              </a>
            )}
            {message.text && <p className="chat-message__text">{message.text}</p>}
          </li>
        ))}
      </ol>
    </>
  );
}
