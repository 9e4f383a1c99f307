import type {
  CannedAnswer,
  ChatConversationView,
  ChatMessage,
  ChatQueueItem,
  ChatQueueView,
  InboxEvent,
} from "@croupier/contract/schemas/chat";
import {
  Badge,
  Box,
  Button,
  Group,
  Image,
  Paper,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
  UnstyledButton,
} from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, type KeyboardEvent, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { api, fieldErrors } from "../api/http.ts";
import { useHasPermission, useOperatorId } from "../api/permissions.ts";
import { Notice } from "../components/notice.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { LoadError, LoadingBlock } from "../components/query-state.tsx";
import { formatDateTime } from "../format.ts";
import { t } from "../i18n/messages.ts";
import { CannedAnswersButton } from "./live-chat-canned.tsx";
import { ChatPlayerSummary } from "./live-chat-player.tsx";
import { useInboxChannel, usePresenceHeartbeat } from "./live-chat-realtime.ts";

// The agents' live chat: the queue of open conversations (unassigned first, then the longest
// waiting), one conversation (`?conversation=<id>`) with its messages, the reply box with the
// canned answers of the conversation's language, assign and close, and the player's 360 summary
// beside it. Live through the inbox channel; polled while the socket is down.

const POLL_CONNECTED_MS = 30_000;
const POLL_FALLBACK_MS = 4_000;
/** A typing indicator without a refresh disappears after this. */
const TYPING_SHOWN_MS = 6_000;
/** The agent's typing is sent at most this often. */
const TYPING_SEND_MS = 3_000;

const queueKey = ["chat-queue"] as const;
const conversationKey = (id: number) => ["chat-conversation", id] as const;

export function LiveChatPage() {
  const [params, setParams] = useSearchParams();
  const selected = Number(params.get("conversation")) || null;
  const queryClient = useQueryClient();
  const [typing, setTyping] = useState<Record<number, number>>({});
  usePresenceHeartbeat();

  const { connected } = useInboxChannel((event: InboxEvent) => {
    if (event.type === "typing") {
      setTyping((current) => ({ ...current, [event.conversation_id]: event.active ? Date.now() : 0 }));
      return;
    }
    if (event.type === "message") {
      setTyping((current) => ({ ...current, [event.message.conversation_id]: 0 }));
      queryClient.setQueryData<ChatConversationView>(conversationKey(event.message.conversation_id), (view) =>
        view && !view.messages.data.some((message) => message.id === event.message.id)
          ? { ...view, messages: { ...view.messages, data: [...view.messages.data, event.message] } }
          : view,
      );
      return;
    }
    queryClient.setQueryData<ChatQueueView>(queueKey, (queue) => {
      if (!queue) return queue;
      const others = queue.data.filter((item) => item.id !== event.conversation.id);
      return event.conversation.status === "open"
        ? { ...queue, data: [...others, event.conversation] }
        : { ...queue, data: others };
    });
    void queryClient.invalidateQueries({ queryKey: queueKey });
    void queryClient.invalidateQueries({ queryKey: conversationKey(event.conversation.id) });
  });

  const pollMs = connected ? POLL_CONNECTED_MS : POLL_FALLBACK_MS;
  const queue = useQuery({
    queryKey: queueKey,
    queryFn: () => api<ChatQueueView>("/api/operator/chat/conversations"),
    refetchInterval: pollMs,
  });

  const open = (id: number) => setParams({ conversation: String(id) });

  return (
    <>
      <PageHeader title={t("chat.title")} lead={t("chat.lead")}>
        <Group gap="xs">
          <Badge color={connected ? "green" : "gray"} variant="light">
            {connected ? t("chat.live") : t("chat.polling")}
          </Badge>
          <Badge color={queue.data?.agents_online ? "green" : "yellow"} variant="light">
            {queue.data?.agents_online ? t("chat.agentsOnline") : t("chat.agentsOffline")}
          </Badge>
          <CannedAnswersButton />
        </Group>
      </PageHeader>
      <Box style={{ display: "flex", flexWrap: "wrap", gap: "var(--mantine-spacing-md)", alignItems: "flex-start" }}>
        <Box style={{ flex: "1 1 260px", maxWidth: "100%" }} maw={{ base: "100%", md: 340 }}>
          <Queue query={queue} selected={selected} onOpen={open} typing={typing} />
        </Box>
        {selected ? (
          <Conversation
            key={selected}
            id={selected}
            pollMs={pollMs}
            customerTyping={Date.now() - (typing[selected] ?? 0) < TYPING_SHOWN_MS}
          />
        ) : (
          <Paper withBorder radius="md" p="lg" style={{ flex: "3 1 420px" }}>
            <Text c="dimmed" size="sm">
              {t("chat.pick")}
            </Text>
          </Paper>
        )}
      </Box>
    </>
  );
}

function Queue({
  query,
  selected,
  onOpen,
  typing,
}: {
  query: ReturnType<typeof useQuery<ChatQueueView>>;
  selected: number | null;
  onOpen: (id: number) => void;
  typing: Record<number, number>;
}) {
  if (query.isLoading) return <LoadingBlock />;
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  const items = sortQueue(query.data?.data ?? []);
  return (
    <Paper withBorder radius="md" p="xs" component="section" aria-labelledby="chat-queue-title">
      <Title order={2} size="h5" id="chat-queue-title" px="xs" py={4}>
        {t("chat.queue", { count: items.length })}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm" p="xs">
          {t("chat.queueEmpty")}
        </Text>
      ) : null}
      <Stack
        gap={4}
        component="ul"
        m={0}
        p={0}
        style={{ listStyle: "none" }}
        aria-label={t("chat.conversations")}
        data-testid="chat-queue"
      >
        {items.map((item) => (
          <li key={item.id}>
            <QueueItem
              item={item}
              active={item.id === selected}
              typing={Date.now() - (typing[item.id] ?? 0) < TYPING_SHOWN_MS}
              onOpen={() => onOpen(item.id)}
            />
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

/** Unassigned first, then the longest waiting, then the latest (as the API orders them). */
function sortQueue(items: ChatQueueItem[]): ChatQueueItem[] {
  const waiting = (item: ChatQueueItem) =>
    item.waiting_since ? Date.parse(item.waiting_since) : Number.POSITIVE_INFINITY;
  return [...items].sort(
    (a, b) =>
      Number(a.assigned_operator_id !== null) - Number(b.assigned_operator_id !== null) ||
      waiting(a) - waiting(b) ||
      Date.parse(b.last_message_at) - Date.parse(a.last_message_at),
  );
}

function QueueItem({
  item,
  active,
  typing,
  onOpen,
}: {
  item: ChatQueueItem;
  active: boolean;
  typing: boolean;
  onOpen: () => void;
}) {
  return (
    <UnstyledButton
      onClick={onOpen}
      aria-current={active ? "true" : undefined}
      data-testid={`chat-queue-item-${item.id}`}
      w="100%"
      p="xs"
      style={{
        borderRadius: "var(--mantine-radius-sm)",
        background: active ? "var(--mantine-color-indigo-light)" : undefined,
      }}
    >
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600} truncate>
          {item.label}
        </Text>
        {item.unread_count > 0 ? (
          <Badge size="sm" color="red" aria-label={t("chat.unread", { count: item.unread_count })}>
            {item.unread_count}
          </Badge>
        ) : null}
      </Group>
      <Text size="sm" lineClamp={1} style={{ overflowWrap: "anywhere" }}>
        {typing ? t("chat.typing") : item.last_message_preview}
      </Text>
      <Text size="xs" c="dimmed">
        {item.assigned_operator_name
          ? t("chat.assignedTo", { name: item.assigned_operator_name })
          : t("chat.unassigned")}
        {item.waiting_since ? ` · ${t("chat.waitingSince", { time: formatDateTime(item.waiting_since) })}` : ""}
        {` · ${item.locale}`}
      </Text>
    </UnstyledButton>
  );
}

function Conversation({ id, pollMs, customerTyping }: { id: number; pollMs: number; customerTyping: boolean }) {
  const queryClient = useQueryClient();
  const operatorId = useOperatorId();
  const canReadPlayers = useHasPermission("players.read");
  const [notice, setNotice] = useState<string | null>(null);
  const query = useQuery({
    queryKey: conversationKey(id),
    queryFn: () => api<ChatConversationView>(`/api/operator/chat/conversations/${id}`),
    refetchInterval: pollMs,
  });
  const agents = useQuery({
    queryKey: ["chat-agents"],
    queryFn: () => api<{ id: number; name: string }[]>("/api/operator/chat/agents"),
    staleTime: 60_000,
  });

  if (query.isLoading) return <LoadingBlock />;
  if (query.isError || !query.data) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  const view = query.data;
  const refresh = (result: ChatConversationView) => {
    queryClient.setQueryData(conversationKey(id), result);
    void queryClient.invalidateQueries({ queryKey: queueKey });
  };
  const assign = async (operator: number | null | undefined) => {
    const body = operator === undefined ? { assign: {} } : { assign: { operator_id: operator } };
    refresh(await api<ChatConversationView>(`/api/operator/chat/conversations/${id}/assign`, { method: "POST", body }));
    setNotice(t("chat.assigned"));
  };
  const close = async () => {
    refresh(await api<ChatConversationView>(`/api/operator/chat/conversations/${id}/close`, { method: "POST" }));
    setNotice(t("chat.closed"));
  };

  return (
    <>
      <Paper
        withBorder
        radius="md"
        p="md"
        component="section"
        aria-labelledby="chat-conversation-title"
        style={{ flex: "3 1 420px", minWidth: 0 }}
      >
        <Stack gap="sm">
          <Group justify="space-between" gap="xs" align="flex-start">
            <Stack gap={0}>
              <Title order={2} size="h4" id="chat-conversation-title">
                {view.label}
              </Title>
              <Text size="xs" c="dimmed">
                {[view.email, view.locale, view.customer_online ? t("chat.customerOnline") : t("chat.customerAway")]
                  .filter(Boolean)
                  .join(" · ")}
              </Text>
            </Stack>
            <Badge color={view.status === "open" ? "blue" : "gray"}>{t(`chat.status.${view.status}`)}</Badge>
          </Group>
          <Notice message={notice} mb={0} />
          {view.status === "open" ? (
            <Group gap="xs" role="group" aria-label={t("chat.actions")}>
              {view.assigned_operator_id !== operatorId ? (
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => assign(undefined).catch(() => setNotice(t("error.generic")))}
                >
                  {t("chat.assignToMe")}
                </Button>
              ) : null}
              <Select
                size="xs"
                aria-label={t("chat.assignTo")}
                placeholder={t("chat.assignTo")}
                data={(agents.data ?? []).map((agent) => ({ value: String(agent.id), label: agent.name }))}
                value={view.assigned_operator_id ? String(view.assigned_operator_id) : null}
                onChange={(value) => {
                  if (value) assign(Number(value)).catch(() => setNotice(t("error.generic")));
                }}
                allowDeselect={false}
                w={180}
              />
              <Button
                size="xs"
                variant="outline"
                color="red.9"
                onClick={() => close().catch(() => setNotice(t("error.generic")))}
              >
                {t("chat.close")}
              </Button>
            </Group>
          ) : null}
          <Messages messages={view.messages.data} />
          {customerTyping ? (
            <Text size="xs" c="dimmed" aria-live="polite">
              {t("chat.customerTyping")}
            </Text>
          ) : null}
          {view.status === "open" ? <ReplyBox id={id} locale={view.locale} /> : null}
        </Stack>
      </Paper>
      {view.player_id !== null && canReadPlayers ? (
        <Paper
          withBorder
          radius="md"
          p="md"
          component="aside"
          aria-label={t("chat.player360")}
          style={{ flex: "1 1 260px", minWidth: 0 }}
        >
          <ChatPlayerSummary playerId={view.player_id} />
        </Paper>
      ) : null}
    </>
  );
}

function Messages({ messages }: { messages: ChatMessage[] }) {
  const end = useRef<HTMLDivElement>(null);
  const last = messages.at(-1)?.id;
  useEffect(() => {
    if (last !== undefined) end.current?.scrollIntoView?.({ block: "nearest" });
  }, [last]);
  return (
    <Box
      role="log"
      aria-label={t("chat.messages")}
      aria-live="polite"
      data-testid="chat-messages"
      tabIndex={0}
      mah={420}
      style={{ overflowY: "auto" }}
    >
      <Stack gap="xs">
        {messages.map((message) => (
          <Paper
            key={message.id}
            data-testid="chat-message"
            p="xs"
            radius="md"
            bg={message.author === "agent" ? "indigo.0" : message.author === "system" ? "gray.1" : "white"}
            withBorder={message.author === "customer"}
            ml={message.author === "agent" ? "xl" : 0}
            mr={message.author === "customer" ? "xl" : 0}
          >
            <Text size="xs" c="dimmed">
              {message.author === "agent"
                ? (message.agent_name ?? t("chat.author.agent"))
                : t(`chat.author.${message.author}`)}{" "}
              · {formatDateTime(message.created_at)}
            </Text>
            {/* Plain text: rendered as text, never as HTML. */}
            <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
              {message.text}
            </Text>
            {message.attachment ? (
              <a href={message.attachment.url} target="_blank" rel="noreferrer">
                <Image src={message.attachment.url} alt={t("chat.image")} mah={200} w="auto" fit="contain" mt={4} />
              </a>
            ) : null}
          </Paper>
        ))}
        <div ref={end} />
      </Stack>
    </Box>
  );
}

function ReplyBox({ id, locale }: { id: number; locale: string }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const lastTyping = useRef(0);
  const canned = useQuery({
    queryKey: ["chat-canned", locale],
    queryFn: () => api<CannedAnswer[]>(`/api/operator/chat/canned_answers?locale=${encodeURIComponent(locale)}`),
    staleTime: 60_000,
  });

  const send = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!text.trim() || sending) return;
    setSending(true);
    setError(null);
    try {
      const message = await api<ChatMessage>(`/api/operator/chat/conversations/${id}/messages`, {
        method: "POST",
        body: { message: { text } },
      });
      queryClient.setQueryData<ChatConversationView>(conversationKey(id), (view) =>
        view && !view.messages.data.some((item) => item.id === message.id)
          ? { ...view, messages: { ...view.messages, data: [...view.messages.data, message] } }
          : view,
      );
      void queryClient.invalidateQueries({ queryKey: queueKey });
      setText("");
    } catch (failure) {
      setError(
        Object.values(fieldErrors(failure)).flat()[0] ??
          (failure as { message?: string }).message ??
          t("error.generic"),
      );
    } finally {
      setSending(false);
    }
  };

  const onChange = (value: string) => {
    setText(value);
    if (Date.now() - lastTyping.current > TYPING_SEND_MS) {
      lastTyping.current = Date.now();
      api(`/api/operator/chat/conversations/${id}/typing`, {
        method: "POST",
        body: { typing: { active: true } },
      }).catch(() => undefined);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) void send();
  };

  return (
    <form onSubmit={send}>
      <Stack gap="xs">
        <Select
          size="xs"
          label={t("chat.canned")}
          placeholder={t("chat.cannedPlaceholder")}
          data={(canned.data ?? []).map((answer) => ({ value: String(answer.id), label: answer.title }))}
          value={null}
          onChange={(value) => {
            const answer = canned.data?.find((item) => String(item.id) === value);
            if (answer) setText((current) => (current.trim() ? `${current}\n${answer.text}` : answer.text));
          }}
          searchable
          w={260}
        />
        <Textarea
          label={t("chat.reply")}
          description={t("chat.replyHint")}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={2000}
          error={error}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={sending} disabled={!text.trim()}>
            {t("chat.send")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
