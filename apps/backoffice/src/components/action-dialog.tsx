import { Modal, Stack, Text, Textarea } from "@mantine/core";
import { useCustomMutation } from "@refinedev/core";
import { type FormEvent, type ReactNode, useEffect, useState } from "react";
import { fieldErrors } from "../api/http.ts";
import { type MessageKey, t } from "../i18n/messages.ts";
import { DialogButtons, FormAlert } from "./form-feedback.tsx";

const CODES: Record<string, MessageKey> = {
  required: "error.required",
  too_long: "error.tooLong",
  format: "error.format",
};

/** An API field error's text: our own words for the schema's codes, the API's sentence otherwise. */
export function errorText(code: string): string {
  const key = CODES[code];
  return key ? t(key) : code;
}

/**
 * A confirmation form in a dialog that posts one operator action: an optional required reason
 * (kept in the audit log), extra fields from the caller, and the API's refusal shown in place
 * (a field's error under the reason, anything else above the buttons). While the call runs the
 * submit button is busy, so a double click posts once.
 */
export function ActionDialog({
  opened,
  title,
  lead,
  url,
  payload,
  submitLabel,
  danger = false,
  withReason = true,
  reasonLabel,
  children,
  onClose,
  onDone,
}: {
  opened: boolean;
  title: string;
  lead?: string;
  url: string;
  /** The body to post, from the reason typed; null: the extra fields are not valid yet (nothing posted). */
  payload: (reason: string) => object | null;
  submitLabel: string;
  danger?: boolean;
  withReason?: boolean;
  reasonLabel?: string;
  children?: ReactNode;
  onClose: () => void;
  // biome-ignore lint/suspicious/noExplicitAny: the action's answer, as each caller reads it.
  onDone: (answer: any) => void;
}) {
  const { mutate, mutation } = useCustomMutation();
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!opened) return;
    setReason("");
    setReasonError(null);
    setError(null);
  }, [opened]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (mutation.isPending) return;
    setError(null);
    setReasonError(null);
    if (withReason && !reason.trim()) {
      setReasonError(t("error.required"));
      return;
    }
    const values = payload(reason.trim());
    if (!values) return;
    mutate(
      { url, method: "post", values, successNotification: false, errorNotification: false },
      {
        onSuccess: (answer) => onDone(answer.data),
        onError: (failure) => {
          const errors = fieldErrors(failure);
          const { reason: forReason, ...others } = errors;
          if (forReason?.[0]) setReasonError(errorText(forReason[0]));
          const other = Object.entries(others).find(([, codes]) => codes.length > 0);
          if (other)
            setError(
              other[0] === "base" ? errorText(other[1][0] ?? "") : `${other[0]}: ${errorText(other[1][0] ?? "")}`,
            );
          else if (!forReason?.[0]) setError(failure.message ?? t("error.generic"));
        },
      },
    );
  }

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ "aria-label": t("common.cancel") }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {lead ? <Text size="sm">{lead}</Text> : null}
          {children}
          {withReason ? (
            <Textarea
              label={reasonLabel ?? t("common.reason")}
              required
              data-autofocus
              maxLength={500}
              minRows={2}
              autosize
              value={reason}
              onChange={(event) => setReason(event.currentTarget.value)}
              error={reasonError}
            />
          ) : null}
          <FormAlert message={error} />
          <DialogButtons
            submitLabel={submitLabel}
            busy={mutation.isPending}
            onCancel={onClose}
            color={danger ? "red.9" : "teal.9"}
          />
        </Stack>
      </form>
    </Modal>
  );
}
