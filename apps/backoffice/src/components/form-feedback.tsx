import { Alert, Button, Group, Text } from "@mantine/core";
import { t } from "../i18n/messages.ts";

// The foot of every form dialog: what went wrong that no field shows, then cancel and submit.

/** What went wrong that no field shows, above the buttons. */
export function FormAlert({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" role="alert" p="xs">
      <Text size="sm" c="red.9">
        {message}
      </Text>
    </Alert>
  );
}

/**
 * The API's field errors that no input of the form shows (`base`, or a field the form has no
 * input for), one line each, above the buttons. `shown`: the fields with an input of their own;
 * `shownPrefix`: the start of per-item fields the form shows in place (titles., contributions.).
 */
export function OtherErrors({
  errors,
  shown,
  shownPrefix,
}: {
  errors: Record<string, string[]>;
  shown: ReadonlySet<string>;
  shownPrefix: string;
}) {
  const others = Object.entries(errors).filter(([field]) => !shown.has(field) && !field.startsWith(shownPrefix));
  if (others.length === 0) return null;
  return (
    <Alert color="red" role="alert" p="xs">
      {others.map(([field, messages]) => (
        <Text size="sm" c="red.9" key={field}>
          {field === "base" ? messages.join(" ") : `${field}: ${messages.join(" ")}`}
        </Text>
      ))}
    </Alert>
  );
}

/** Cancel and submit, at the right; the submit is busy while the call runs, so a double click sends once. */
export function DialogButtons({
  submitLabel,
  busy,
  onCancel,
  cancelLabel = t("common.cancel"),
  color,
}: {
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  /** The submit's colour: red for what cannot be undone; none: the theme's. */
  color?: string;
}) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button type="submit" color={color} loading={busy}>
        {submitLabel}
      </Button>
    </Group>
  );
}
