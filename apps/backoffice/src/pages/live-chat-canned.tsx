import type { CannedAnswer } from "@croupier/contract/schemas/chat";
import { Button, Group, Modal, Paper, SegmentedControl, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { api, fieldErrors } from "../api/http.ts";
import { t } from "../i18n/messages.ts";

// The canned answers of each language (the site's five), kept by the agents: add, change, delete.
// The reply box offers those of the conversation's language.

const LOCALES = ["en", "es", "pt", "pt-BR", "ru"];

export function CannedAnswersButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button size="xs" variant="default" onClick={() => setOpened(true)}>
        {t("chat.cannedManage")}
      </Button>
      <Modal opened={opened} onClose={() => setOpened(false)} title={t("chat.cannedManage")} size="lg">
        {opened ? <CannedAnswersEditor /> : null}
      </Modal>
    </>
  );
}

function CannedAnswersEditor() {
  const queryClient = useQueryClient();
  const [locale, setLocale] = useState("en");
  const [editing, setEditing] = useState<CannedAnswer | null>(null);
  const [title, setTitle] = useState("");
  const [text, setText] = useState("");
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const answers = useQuery({
    queryKey: ["chat-canned", locale],
    queryFn: () => api<CannedAnswer[]>(`/api/operator/chat/canned_answers?locale=${encodeURIComponent(locale)}`),
  });
  const reset = () => {
    setEditing(null);
    setTitle("");
    setText("");
    setErrors({});
  };
  const reload = () => queryClient.invalidateQueries({ queryKey: ["chat-canned", locale] });

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const body = { canned_answer: { locale, title, text } };
    try {
      if (editing) await api(`/api/operator/chat/canned_answers/${editing.id}`, { method: "PUT", body });
      else await api("/api/operator/chat/canned_answers", { method: "POST", body });
      reset();
      await reload();
    } catch (failure) {
      setErrors(fieldErrors(failure));
    }
  };
  const remove = async (answer: CannedAnswer) => {
    await api(`/api/operator/chat/canned_answers/${answer.id}`, { method: "DELETE" }).catch(() => undefined);
    if (editing?.id === answer.id) reset();
    await reload();
  };

  return (
    <Stack gap="md">
      <SegmentedControl
        aria-label={t("chat.cannedLocale")}
        data={LOCALES}
        value={locale}
        onChange={(value) => {
          setLocale(value);
          reset();
        }}
      />
      <Stack gap="xs">
        {(answers.data ?? []).map((answer) => (
          <Paper key={answer.id} withBorder p="xs" radius="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600}>
                  {answer.title}
                </Text>
                <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                  {answer.text}
                </Text>
              </Stack>
              <Group gap={4} wrap="nowrap">
                <Button
                  size="compact-xs"
                  variant="light"
                  aria-label={t("chat.cannedEdit", { title: answer.title })}
                  onClick={() => {
                    setEditing(answer);
                    setTitle(answer.title);
                    setText(answer.text);
                  }}
                >
                  {t("chat.cannedEditShort")}
                </Button>
                <Button
                  size="compact-xs"
                  variant="subtle"
                  color="red.9"
                  aria-label={t("chat.cannedDelete", { title: answer.title })}
                  onClick={() => remove(answer)}
                >
                  {t("chat.cannedDeleteShort")}
                </Button>
              </Group>
            </Group>
          </Paper>
        ))}
      </Stack>
      <form onSubmit={save}>
        <Stack gap="xs">
          <TextInput
            label={t("chat.cannedTitle")}
            value={title}
            onChange={(event) => setTitle(event.currentTarget.value)}
            maxLength={100}
            error={errors.title?.[0]}
            required
          />
          <Textarea
            label={t("chat.cannedText")}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={2000}
            autosize
            minRows={2}
            error={errors.text?.[0]}
            required
          />
          <Group justify="flex-end" gap="xs">
            {editing ? (
              <Button variant="default" onClick={reset}>
                {t("chat.cannedCancel")}
              </Button>
            ) : null}
            <Button type="submit">{editing ? t("chat.cannedSave") : t("chat.cannedAdd")}</Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
