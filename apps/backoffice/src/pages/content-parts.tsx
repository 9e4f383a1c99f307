import type { Locale } from "@croupier/contract/i18n/locales";
import { Badge, Code, Group, SegmentedControl, Stack, Text, Textarea } from "@mantine/core";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { fieldErrors } from "../api/http.ts";
import { fitsVisualEditor } from "../cms-html.ts";
import { LoadingBlock } from "../components/query-state.tsx";
import { type MessageKey, t } from "../i18n/messages.ts";

// What the Content area's editors share: the five languages, their badges, the HTML field with
// its visual editor, the stored-result block and the API's field-error codes as texts.

// The editor (Tiptap, about 110 kB compressed) loads only when an editor opens.
const RichTextEditor = lazy(() => import("../components/rich-text-editor.tsx"));

// This area's own list (the contract's LOCALES module is small, but a value import here would
// pull the i18n helpers into the bundle for five strings).
export const LOCALES: readonly Locale[] = ["en", "es", "pt", "pt-BR", "ru"];
export const localeLabel = (locale: string) => t(`locale.${locale}` as MessageKey);

export function LocaleBadges({ locales }: { locales: readonly string[] }) {
  return (
    <Group gap={4}>
      {LOCALES.filter((locale) => locales.includes(locale)).map((locale) => (
        <Badge key={locale} variant="light" color="gray" c="dark.8" tt="none">
          {locale}
        </Badge>
      ))}
    </Group>
  );
}

/** An API field error code ("required", "too_long", …) as the form shows it. */
export function fieldErrorText(code: string | undefined): string | undefined {
  if (!code) return undefined;
  if (code === "required") return t("error.required");
  if (code === "too_long") return t("error.tooLong");
  if (code === "taken") return t("blog.taken");
  return t("error.format");
}

/** A refused save: its field errors, or (when it has none) the message to show above the form. */
export function failureOf(error: unknown): { fields: Record<string, string[]>; message: string | null } {
  const fields = fieldErrors(error);
  if (Object.keys(fields).length > 0) return { fields, message: null };
  return { fields, message: messageOf(error) };
}

/** The words of a failed call, or the generic text. */
export function messageOf(error: unknown): string {
  const message = (error as { message?: unknown }).message;
  return typeof message === "string" ? message : t("error.generic");
}

/** After a save: what the platform stored, sanitised. */
export function StoredResult({ text }: { text: string }) {
  return (
    <Stack gap={6} role="status">
      <Text c="teal.9" fw={500}>
        {t("content.saved")}
      </Text>
      <Text size="sm" fw={500}>
        {t("content.stored")}
      </Text>
      <Code block data-testid="stored-html" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
        {text}
      </Code>
    </Stack>
  );
}

/**
 * HTML edited in the visual editor, or as HTML where it has markup the editor cannot keep (or the
 * operator asks); read-only operators see the HTML. `resetKey` changes when another text loads.
 */
export function HtmlField({
  label,
  value,
  onChange,
  error,
  readOnly,
  resetKey,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
  readOnly: boolean;
  resetKey: string;
}) {
  const labelId = useId();
  const [mode, setMode] = useState<"visual" | "html">("visual");
  // Another text (language, post): a mode that keeps it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when another text loads
  useEffect(() => {
    setMode(fitsVisualEditor(value) ? "visual" : "html");
  }, [resetKey]);
  return (
    <Stack gap={6}>
      <Group justify="space-between" align="flex-end">
        <Text size="sm" fw={500} id={labelId}>
          {label}
        </Text>
        <SegmentedControl
          size="xs"
          aria-label={label}
          data={[
            { value: "visual", label: t("content.mode.visual"), disabled: !fitsVisualEditor(value) },
            { value: "html", label: t("content.mode.html") },
          ]}
          value={mode}
          onChange={(next) => setMode(next as "visual" | "html")}
        />
      </Group>
      {mode === "html" && !fitsVisualEditor(value) ? (
        <Text size="sm" c="dimmed">
          {t("content.htmlMode")}
        </Text>
      ) : null}
      {mode === "visual" && !readOnly ? (
        <Suspense fallback={<LoadingBlock />}>
          <RichTextEditor key={resetKey} value={value} label={label} onChange={onChange} />
        </Suspense>
      ) : (
        <Textarea
          aria-labelledby={labelId}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          readOnly={readOnly}
          autosize
          minRows={10}
          maxRows={30}
          classNames={{ input: "mono" }}
        />
      )}
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
