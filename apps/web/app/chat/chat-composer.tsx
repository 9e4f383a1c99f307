import type { ApiResult } from "@croupier/contract/client/call";
import type { ChatMessage } from "@croupier/contract/schemas/chat";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from "react";
import { Icon } from "../shell/icon.tsx";
import { useShellData } from "../shell/use-shell-data.ts";
import { ATTACHMENT_MAX_BYTES, ATTACHMENT_TYPES, TEXT_MAX } from "./chat-api.ts";

interface Errors {
  text?: string;
  attachment?: string;
  base?: string;
}

/**
 * The message box: Enter sends, Shift+Enter starts a new line; one image (PNG, JPEG, WebP or GIF
 * within the size limit) may go with the text, previewed before sending. The server's field
 * errors show under the box or the image.
 */
export function ChatComposer({
  send,
  notifyTyping,
  disabled,
}: {
  send: (text: string, image: File | null) => Promise<ApiResult<ChatMessage>>;
  notifyTyping: () => void;
  disabled: boolean;
}) {
  const { t } = useLingui();
  const { locale } = useShellData();
  const [text, setText] = useState("");
  const [image, setImage] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [isSending, setSending] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const textErrorId = useId();
  const imageErrorId = useId();
  const megabytes = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(ATTACHMENT_MAX_BYTES / 1048576);

  useEffect(() => {
    if (!image) return setPreview(null);
    const url = URL.createObjectURL(image);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [image]);

  const pickImage = (file: File | undefined) => {
    if (fileRef.current) fileRef.current.value = "";
    if (!file) return;
    if (!ATTACHMENT_TYPES.includes(file.type)) {
      setErrors({ attachment: t`Only PNG, JPEG, WebP or GIF images can be sent.` });
      return;
    }
    if (file.size > ATTACHMENT_MAX_BYTES) {
      setErrors({ attachment: t`This image is larger than ${megabytes} MB.` });
      return;
    }
    setErrors({});
    setImage(file);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const trimmed = text.trim();
    if (isSending || disabled || (!trimmed && !image)) return;
    setSending(true);
    const result = await send(trimmed, image);
    setSending(false);
    if (result.ok) {
      setText("");
      setImage(null);
      setErrors({});
      textRef.current?.focus();
      return;
    }
    const fieldErrors = result.errors ?? {};
    const first = (field: string) => fieldErrors[field]?.[0];
    const fallback =
      result.status === 0 ? t`Your message could not be sent. Check your connection and try again.` : result.error;
    setErrors({
      text: first("text"),
      attachment: first("attachment"),
      base:
        first("base") ??
        (first("text") || first("attachment") ? undefined : (fallback ?? t`Your message could not be sent.`)),
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void submit();
  };

  const describedBy = [errors.text && textErrorId, hintId].filter(Boolean).join(" ");
  return (
    <form className="chat-composer" onSubmit={submit} noValidate>
      {errors.base && (
        <p className="chat-composer__error" role="alert">
          {errors.base}
        </p>
      )}
      {preview && image && (
        <figure className="chat-composer__preview">
          <img src={preview} alt={t`Attachment to send: ${image.name}`} />
          <figcaption>{image.name}</figcaption>
          <button
            type="button"
            className="icon-button"
            aria-label={t`Remove the image`}
            onClick={() => {
              setImage(null);
              textRef.current?.focus();
            }}
          >
            <Icon name="close" />
          </button>
        </figure>
      )}
      {errors.attachment && (
        <p id={imageErrorId} className="chat-composer__error" role="alert">
          {errors.attachment}
        </p>
      )}
      <div className="chat-composer__row">
        <label className="visually-hidden" htmlFor={`${hintId}-text`}>
          <Trans>Your message</Trans>
        </label>
        <textarea
          ref={textRef}
          id={`${hintId}-text`}
          className="chat-composer__text"
          rows={2}
          maxLength={TEXT_MAX}
          value={text}
          placeholder={t`Write a message…`}
          aria-invalid={errors.text ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            setText(event.target.value);
            if (errors.text || errors.base) setErrors({ attachment: errors.attachment });
            if (event.target.value.trim()) notifyTyping();
          }}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="icon-button chat-composer__attach"
          aria-label={t`Attach an image`}
          aria-describedby={errors.attachment ? imageErrorId : undefined}
          onClick={() => fileRef.current?.click()}
        >
          <Icon name="paperclip" />
        </button>
        <input
          ref={fileRef}
          type="file"
          hidden
          accept={ATTACHMENT_TYPES.join(",")}
          onChange={(event) => pickImage(event.target.files?.[0])}
        />
        <button
          type="submit"
          className="icon-button chat-composer__send"
          aria-label={t`Send`}
          disabled={isSending || disabled}
        >
          <Icon name="send" />
        </button>
      </div>
      {errors.text && (
        <p id={textErrorId} className="chat-composer__error" role="alert">
          {errors.text}
        </p>
      )}
      <p id={hintId} className="chat-composer__hint">
        <Trans>Enter sends, Shift+Enter starts a new line. Images: PNG, JPEG, WebP or GIF up to {megabytes} MB.</Trans>
      </p>
    </form>
  );
}
