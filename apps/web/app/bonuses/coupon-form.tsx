import { Trans, useLingui } from "@lingui/react/macro";
import { type FormEvent, useId, useRef, useState } from "react";
import { loadToast } from "../shell/toasts.ts";
import { FormMessage, SubmitButton, TextField } from "../ui/form-controls.tsx";

/**
 * Redeems a coupon code (POST /api/bonuses/coupon). The server's 422 words sit under the field;
 * success is a toast, and the new bonus joins the list (to activate).
 */
export function CouponForm({
  redeem,
  onRedeemed,
}: {
  redeem: (code: string) => Promise<{ ok: true } | { ok: false; fieldError: string | null }>;
  onRedeemed: () => void;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const inputRef = useRef<HTMLFormElement>(null);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [sending, setSending] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    const trimmed = code.trim();
    setFailed(false);
    if (!trimmed) {
      setError(t`Enter a coupon code.`);
      inputRef.current?.querySelector("input")?.focus();
      return;
    }
    setError(null);
    setSending(true);
    const result = await redeem(trimmed);
    setSending(false);
    if (result.ok) {
      setCode("");
      onRedeemed();
      const toast = await loadToast();
      toast.success(t`Coupon redeemed: your bonus is ready to activate.`);
      return;
    }
    if (result.fieldError) {
      setError(result.fieldError);
      inputRef.current?.querySelector("input")?.focus();
    } else {
      setFailed(true);
    }
  };

  return (
    <section className="bonus-coupon" aria-labelledby={headingId}>
      <h2 id={headingId} className="bonuses-page__section-title">
        <Trans>Have a coupon?</Trans>
      </h2>
      <form ref={inputRef} className="bonus-coupon__form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          name="coupon_code"
          label={t`Coupon code`}
          value={code}
          onValueChange={(value) => {
            setCode(value);
            if (error) setError(null);
          }}
          error={error}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={40}
        />
        <SubmitButton busy={sending}>
          <Trans>Redeem</Trans>
        </SubmitButton>
      </form>
      {failed && (
        <FormMessage tone="error">
          <Trans>Bonus code not added</Trans>
        </FormMessage>
      )}
    </section>
  );
}
