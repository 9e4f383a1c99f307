import type { OperatorRoleName } from "@croupier/contract/schemas/operator-permissions";
import type { StaffMember } from "@croupier/contract/schemas/operator-staff";
import { Alert, Button, Code, CopyButton, Group, Modal, Select, Stack, Text, TextInput } from "@mantine/core";
import { type FormEvent, useState } from "react";
import { api, fieldErrors, isApiError } from "../api/http.ts";
import { DialogButtons } from "../components/form-feedback.tsx";
import { type MessageKey, t } from "../i18n/messages.ts";

// The staff page's dialogs: adding an operator (the generated password shown once) and the
// confirmation of a change to one (role, disable, enable, two-factor reset).

// The roles as this page lists them (the contract's OPERATOR_ROLE_NAMES is a value: it would bring zod).
const ROLES: OperatorRoleName[] = ["admin", "finance", "support", "compliance", "marketing"];
export const roleLabel = (role: string) => t(`role.${role}` as MessageKey);
const ROLE_OPTIONS = ROLES.map((value) => ({ value, label: roleLabel(value) }));

type Action = "role" | "disable" | "enable" | "reset";
export type Pending = { action: Action; member: StaffMember };
type Created = { member: StaffMember; password: string };

/** An API refusal in words: the field's code mapped to a text, the last-admin 409 said plainly. */
function refusal(error: unknown, field?: string): string {
  if (
    isApiError(error) &&
    error.statusCode === 409 &&
    (error.body as { code?: string } | null)?.code === "last_admin"
  ) {
    return t("staff.lastAdmin", { error: error.message ?? "" });
  }
  const code = field ? fieldErrors(error)[field]?.[0] : undefined;
  if (code === "required") return t("error.required");
  if (code === "too_long") return t("error.tooLong");
  if (code === "email" || code === "format") return t("error.format");
  if (code === "taken") return t("staff.emailTaken");
  if (code) return code;
  return (error as { message?: string } | null)?.message ?? t("error.generic");
}

export function CreateModal({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: () => void;
}) {
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<OperatorRoleName>("support");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<Created | null>(null);

  function close() {
    setEmail("");
    setName("");
    setRole("support");
    setErrors({});
    setCreated(null);
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const answer = await api<{ operator: StaffMember; password: string }>("/api/operator/operators", {
        method: "POST",
        body: { operator: { email: email.trim(), name: name.trim(), role } },
      });
      setCreated({ member: answer.operator, password: answer.password });
      onCreated();
    } catch (error) {
      const fields = fieldErrors(error);
      const next: Record<string, string> = {};
      for (const field of ["email", "name", "role"]) if (fields[field]) next[field] = refusal(error, field);
      if (Object.keys(next).length === 0) next.base = refusal(error);
      setErrors(next);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t(created ? "staff.createdTitle" : "staff.createTitle")}
      centered
      closeButtonProps={{ "aria-label": t("staff.close") }}
    >
      {created ? (
        <Stack gap="md">
          <Text size="sm">{t("staff.createdLead", { name: created.member.name, email: created.member.email })}</Text>
          <Stack gap={4}>
            <Text size="sm" fw={500} id="generated-password-label">
              {t("staff.password")}
            </Text>
            <Code block fz="md" data-testid="generated-password" aria-labelledby="generated-password-label">
              {created.password}
            </Code>
          </Stack>
          <Group justify="flex-end">
            <CopyButton value={created.password}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy} color={copied ? "teal.9" : undefined}>
                  {t(copied ? "staff.copied" : "staff.copy")}
                </Button>
              )}
            </CopyButton>
            <Button onClick={close}>{t("staff.close")}</Button>
          </Group>
        </Stack>
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={t("staff.email")}
              type="email"
              required
              autoFocus
              maxLength={255}
              value={email}
              onChange={(event) => setEmail(event.currentTarget.value)}
              error={errors.email}
            />
            <TextInput
              label={t("staff.name")}
              required
              maxLength={100}
              value={name}
              onChange={(event) => setName(event.currentTarget.value)}
              error={errors.name}
            />
            <Select
              label={t("staff.role")}
              data={ROLE_OPTIONS}
              value={role}
              onChange={(value) => setRole((value ?? "support") as OperatorRoleName)}
              allowDeselect={false}
              error={errors.role}
            />
            {errors.base ? (
              <Text c="red.8" size="sm" role="alert">
                {errors.base}
              </Text>
            ) : null}
            <DialogButtons
              submitLabel={t("staff.create")}
              busy={busy}
              onCancel={close}
              cancelLabel={t("staff.cancel")}
            />
          </Stack>
        </form>
      )}
    </Modal>
  );
}

const TITLES: Record<Action, MessageKey> = {
  role: "staff.roleTitle",
  disable: "staff.disableTitle",
  enable: "staff.enableTitle",
  reset: "staff.resetTitle",
};
const LEADS: Record<Action, MessageKey> = {
  role: "staff.roleLead",
  disable: "staff.disableLead",
  enable: "staff.enableLead",
  reset: "staff.resetLead",
};
const PATHS: Record<Exclude<Action, "role">, string> = {
  disable: "disable",
  enable: "enable",
  reset: "reset_two_factor",
};

export function ConfirmModal({
  pending,
  onClose,
  onDone,
}: {
  pending: Pending | null;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const [role, setRole] = useState<OperatorRoleName | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const member = pending?.member;
  const chosenRole = role ?? member?.role ?? "support";

  function close() {
    setRole(null);
    setError(null);
    onClose();
  }

  async function confirm(event: FormEvent) {
    event.preventDefault();
    if (!pending || !member) return;
    setBusy(true);
    setError(null);
    try {
      if (pending.action === "role") {
        await api(`/api/operator/operators/${member.id}`, {
          method: "PATCH",
          body: { operator: { role: chosenRole } },
        });
        onDone(t("staff.done.role", { name: member.name, role: roleLabel(chosenRole) }));
      } else {
        await api(`/api/operator/operators/${member.id}/${PATHS[pending.action]}`, { method: "POST" });
        onDone(t(`staff.done.${pending.action}` as MessageKey, { name: member.name }));
      }
      setRole(null);
    } catch (failure) {
      setError(refusal(failure, pending.action === "role" ? "role" : undefined));
    } finally {
      setBusy(false);
    }
  }

  const danger = pending?.action === "disable" || pending?.action === "reset";
  return (
    <Modal
      opened={pending !== null}
      onClose={close}
      title={pending && member ? t(TITLES[pending.action], { name: member.name }) : ""}
      centered
      closeButtonProps={{ "aria-label": t("staff.cancel") }}
    >
      {pending && member ? (
        <form onSubmit={confirm}>
          <Stack gap="md">
            <Text size="sm">{t(LEADS[pending.action])}</Text>
            {pending.action === "role" ? (
              <Select
                label={t("staff.newRole")}
                data={ROLE_OPTIONS}
                value={chosenRole}
                onChange={(value) => setRole(value as OperatorRoleName)}
                allowDeselect={false}
              />
            ) : null}
            {error ? (
              <Alert color="red" role="alert" p="sm">
                <Text size="sm">{error}</Text>
              </Alert>
            ) : null}
            <DialogButtons
              submitLabel={t("staff.confirm")}
              busy={busy}
              onCancel={close}
              cancelLabel={t("staff.cancel")}
              color={danger ? "red.9" : undefined}
            />
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
