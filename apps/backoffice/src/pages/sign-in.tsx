import { Alert, Anchor, Button, PasswordInput, Stack, TextInput } from "@mantine/core";
import { useLogin } from "@refinedev/core";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import type { SignInOutcome, SignInVariables } from "../api/auth-provider.ts";
import { type MessageKey, t } from "../i18n/messages.ts";
import { AuthCard } from "./auth-card.tsx";

const OUTCOME_TEXT: Record<SignInOutcome, MessageKey> = {
  otp_required: "signIn.otpRequired",
  otp_invalid: "signIn.otpInvalid",
  failed: "signIn.failed",
  throttled: "signIn.throttled",
  network: "error.network",
};

/**
 * E-mail and password; when the API asks for it (401 `otp_required`), the authenticator's code
 * or a recovery code in a second step, the e-mail and password kept. An operator without
 * two-factor yet goes on to enrolment (auth-provider.ts picks the page).
 */
export function SignInPage() {
  const [params] = useSearchParams();
  const { mutate: login, isPending } = useLogin<SignInVariables>();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [code, setCode] = useState("");
  const [askCode, setAskCode] = useState(false);
  const [outcome, setOutcome] = useState<SignInOutcome | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (askCode) codeInput.current?.focus();
  }, [askCode]);

  const notice = params.has("expired") ? "signIn.expired" : params.has("signed_out") ? "signIn.signedOut" : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const variables: SignInVariables = { email: email.trim(), password };
    if (askCode) variables.otp_attempt = code.replace(/\s+/g, "");
    login(variables, {
      onSuccess: (result) => {
        if (result.success) return;
        const name = (result.error?.name ?? "failed") as SignInOutcome;
        if (name === "otp_required") setAskCode(true);
        if (name === "failed") setAskCode(false);
        setOutcome(name);
      },
      onError: () => setOutcome("network"),
    });
  }

  function restart() {
    setAskCode(false);
    setCode("");
    setPassword("");
    setOutcome(null);
  }

  const isError = outcome !== null && outcome !== "otp_required";
  return (
    <AuthCard title={t("signIn.title")} lead={t("signIn.lead")}>
      {notice && !outcome ? (
        <Alert color={notice === "signIn.expired" ? "yellow" : "gray"} role="status">
          {t(notice)}
        </Alert>
      ) : null}
      {outcome ? (
        <Alert color={isError ? "red" : "indigo"} role={isError ? "alert" : "status"}>
          {t(OUTCOME_TEXT[outcome])}
        </Alert>
      ) : null}
      <form onSubmit={submit} noValidate={false}>
        <Stack gap="md">
          <TextInput
            label={t("signIn.email")}
            type="email"
            autoComplete="username"
            required
            autoFocus
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            readOnly={askCode}
          />
          <PasswordInput
            label={t("signIn.password")}
            autoComplete="current-password"
            visibilityToggleButtonProps={{ "aria-label": t("signIn.showPassword") }}
            required
            value={password}
            onChange={(event) => setPassword(event.currentTarget.value)}
            readOnly={askCode}
          />
          {askCode ? (
            <TextInput
              ref={codeInput}
              label={t("signIn.otp")}
              description={t("signIn.otpHint")}
              autoComplete="one-time-code"
              inputMode="text"
              required
              maxLength={32}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={outcome === "otp_invalid" ? t("signIn.otpInvalid") : undefined}
            />
          ) : null}
          <Button type="submit" loading={isPending} fullWidth size="md">
            {t("signIn.submit")}
          </Button>
          {askCode ? (
            <Anchor component="button" type="button" onClick={restart} size="sm" ta="center">
              {t("signIn.back")}
            </Anchor>
          ) : null}
        </Stack>
      </form>
    </AuthCard>
  );
}
