import { Alert, Button, Center, CopyButton, List, Loader, Stack, Text, TextInput } from "@mantine/core";
import { useInvalidateAuthStore } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Navigate, useNavigate } from "react-router";
import { forgetOperator, loadOperator } from "../api/auth-provider.ts";
import { api, fieldErrors } from "../api/http.ts";
import { t } from "../i18n/messages.ts";
import { AuthCard } from "./auth-card.tsx";
import { QrCode } from "./qr-code.tsx";

interface Setup {
  otp_secret: string;
  data: string;
}

/** The base32 secret in groups of four, easier to type into an app by hand. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, "$1 ").trim();
}

/**
 * First sign-in: the operator sets up their authenticator (QR code or the key as text), proves it
 * with a code, and sees their ten recovery codes once. Until then the API answers nothing else.
 */
export function TwoFactorEnrolmentPage() {
  const navigate = useNavigate();
  const invalidateAuth = useInvalidateAuthStore();
  const operator = useQuery({ queryKey: ["operator-me-enrolment"], queryFn: loadOperator, retry: false });
  // Each GET offers a new secret: asked once, never refetched while the operator types.
  const setup = useQuery({
    queryKey: ["operator-two-factor-setup"],
    queryFn: () => api<Setup>("/api/operator/two_factor"),
    enabled: operator.data?.two_factor_enabled === false,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  const [code, setCode] = useState("");
  const [invalid, setInvalid] = useState(false);
  const [failed, setFailed] = useState(false);
  const [pending, setPending] = useState(false);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (operator.data === null) return <Navigate to="/sign-in" replace />;
  if (operator.data?.two_factor_enabled && !recoveryCodes) return <Navigate to="/" replace />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!setup.data) return;
    setPending(true);
    setInvalid(false);
    setFailed(false);
    try {
      const answer = await api<{ recovery_codes: string[] }>("/api/operator/two_factor", {
        method: "POST",
        body: { two_factor: { otp_secret: setup.data.otp_secret, authentication_code: code.replace(/\s+/g, "") } },
      });
      setRecoveryCodes(answer.recovery_codes);
    } catch (error) {
      const errors = fieldErrors(error);
      if (errors.authentication_code || errors.otp_secret) setInvalid(true);
      else setFailed(true);
    } finally {
      setPending(false);
    }
  }

  async function done() {
    forgetOperator();
    await invalidateAuth();
    navigate("/", { replace: true });
  }

  if (recoveryCodes) {
    const text = recoveryCodes.join("\n");
    return (
      <AuthCard title={t("enrol.codesTitle")} lead={t("enrol.codesLead")}>
        <List
          aria-label={t("enrol.codesList")}
          listStyleType="none"
          className="mono"
          spacing={4}
          styles={{ root: { columns: 2, padding: "0.75rem 1rem", background: "var(--mantine-color-gray-0)" } }}
          data-testid="recovery-codes"
        >
          {recoveryCodes.map((recoveryCode) => (
            <List.Item key={recoveryCode}>{recoveryCode}</List.Item>
          ))}
        </List>
        <Stack gap="sm">
          <CopyButton value={text}>
            {({ copied, copy }) => (
              <Button variant="default" onClick={copy} fullWidth>
                {copied ? t("enrol.copied") : t("enrol.copy")}
              </Button>
            )}
          </CopyButton>
          <Button onClick={done} fullWidth size="md">
            {t("enrol.saved")}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t("enrol.title")} lead={t("enrol.lead")}>
      {setup.isError || failed ? (
        <Alert color="red" role="alert">
          {t("error.generic")}
        </Alert>
      ) : null}
      {setup.data ? (
        <form onSubmit={submit}>
          <Stack gap="md">
            <Center>
              <QrCode value={setup.data.data} label={t("enrol.qr")} />
            </Center>
            <div>
              <Text size="sm" fw={500} id="secret-label">
                {t("enrol.secret")}
              </Text>
              <Text className="mono" aria-labelledby="secret-label" data-testid="otp-secret">
                {grouped(setup.data.otp_secret)}
              </Text>
            </div>
            <TextInput
              label={t("enrol.code")}
              autoComplete="one-time-code"
              inputMode="numeric"
              required
              autoFocus
              maxLength={10}
              value={code}
              onChange={(event) => setCode(event.currentTarget.value)}
              error={invalid ? t("enrol.invalid") : undefined}
            />
            <Button type="submit" loading={pending} fullWidth size="md">
              {t("enrol.submit")}
            </Button>
          </Stack>
        </form>
      ) : setup.isError ? null : (
        <Center py="xl">
          <Loader aria-label={t("app.loading")} />
        </Center>
      )}
    </AuthCard>
  );
}
