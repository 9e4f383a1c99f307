import { infoCalls } from "@croupier/contract/client/info";
import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useState } from "react";
import { FEEDBACK_COMMENT_MAX, FEEDBACK_RATINGS, feedbackContent, hasFeedback } from "../cashier/deposit-feedback.ts";
import { SignInPrompt } from "../cashier/sign-in-prompt.tsx";
import { useOfferAfterDepositFlow } from "../cashier/use-offer-after-deposit-flow.ts";
import { browserApi } from "../lib/api.client.ts";
import type { ModalBodyProps } from "../modals/modal-body-props.ts";
import { usePlayer, useShellData } from "../shell/use-shell-data.ts";
import { FormMessage, SubmitButton } from "../ui/form-controls.tsx";
import "../cashier/cashier.css";
import { loadToast } from "../shell/toasts.ts";

/**
 * Deposit feedback: an optional 1–5 rating and comment, sent with the
 * contact call from the player's e-mail. Sending or skipping closes the crypto flow, after which
 * a player who has deposited sees the first-deposit offer.
 */
export function FeedbackBody({ close }: ModalBodyProps) {
  const { t } = useLingui();
  const { locale } = useShellData();
  const player = usePlayer();
  const legendId = useId();
  const commentId = useId();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState("");
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  useOfferAfterDepositFlow();
  if (!player) {
    return (
      <SignInPrompt>
        <Trans>Sign in to tell us about your deposit.</Trans>
      </SignInPrompt>
    );
  }

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (!hasFeedback(rating, comment)) {
      setProblem(t`Choose a rating or write a comment, or skip.`);
      return;
    }
    setSending(true);
    setProblem(null);
    const result = await browserApi(locale, infoCalls).sendContactMessage({
      email: player.email,
      content: feedbackContent(rating, comment),
    });
    const toast = await loadToast();
    if (result.ok) {
      toast.success(t`Message was sent`);
      close();
      return;
    }
    setSending(false);
    setProblem(t`Message failure`);
  };

  return (
    <form className="cashier" onSubmit={onSubmit} noValidate>
      <p className="cashier__lead">
        <Trans>Thank you! Tell us how the deposit went: it helps us make payments smoother. Both are optional.</Trans>
      </p>
      {problem && <FormMessage tone="error">{problem}</FormMessage>}
      <fieldset className="rating" aria-labelledby={legendId}>
        <legend id={legendId} className="field__label">
          <Trans>Your rating</Trans>
        </legend>
        <div className="rating__options">
          {FEEDBACK_RATINGS.map((value) => (
            <label key={value} className="rating__option">
              <input
                type="radio"
                name="rating"
                value={value}
                checked={rating === value}
                onChange={() => setRating(value)}
                className="rating__input"
              />
              <span className="rating__star" aria-hidden="true">
                ★
              </span>
              <span className="rating__number" aria-hidden="true">
                {value}
              </span>
              <span className="visually-hidden">{t`${value} out of 5`}</span>
            </label>
          ))}
        </div>
        <p className="rating__scale" aria-hidden="true">
          <span>
            <Trans>Poor</Trans>
          </span>
          <span>
            <Trans>Excellent</Trans>
          </span>
        </p>
      </fieldset>
      <div className="field">
        <label htmlFor={commentId} className="field__label">
          <Trans>Comment</Trans>
        </label>
        <textarea
          id={commentId}
          name="comment"
          className="field__control feedback__comment"
          rows={3}
          maxLength={FEEDBACK_COMMENT_MAX}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
        />
      </div>
      <div className="cashier__actions">
        <button type="button" className="button button--ghost" onClick={close}>
          <Trans>Skip</Trans>
        </button>
        <SubmitButton busy={sending}>
          <Trans>Send</Trans>
        </SubmitButton>
      </div>
    </form>
  );
}
