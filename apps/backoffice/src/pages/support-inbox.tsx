import type { OperatorProfile } from "@croupier/contract/schemas/operators";
import type { SupportInboxStatus, SupportMessageView } from "@croupier/contract/schemas/support-inbox";
import {
  Anchor,
  Box,
  Button,
  Divider,
  Group,
  Pagination,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from "@mantine/core";
import { useGetIdentity } from "@refinedev/core";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { api, fieldErrors } from "../api/http.ts";
import { Notice } from "../components/notice.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { LoadError, LoadingBlock } from "../components/query-state.tsx";
import { QueryTable } from "../components/query-table.tsx";
import { StatusBadge } from "../components/status-badge.tsx";
import { formatDateTime } from "../format.ts";
import { type MessageKey, t } from "../i18n/messages.ts";

// This page's own list (the contract's SUPPORT_INBOX_STATUSES is a value: it would bring zod).
const STATUS_COLOURS: Record<SupportInboxStatus, string> = {
  new: "yellow",
  open: "blue",
  answered: "green",
  closed: "gray",
};
const STATUSES = Object.keys(STATUS_COLOURS) as SupportInboxStatus[];
const statusLabel = (status: string) => t(`support.status.${status}` as MessageKey);
const STATUS_OPTIONS = STATUSES.map((value) => ({ value, label: statusLabel(value) }));

type Summary = Omit<SupportMessageView, "content" | "ip" | "replies"> & { preview: string };
interface SummaryPage {
  data: Summary[];
  pagination: { page: number; per_page: number; total_count: number };
}

const PAGE_SIZE = 20;

/**
 * The support inbox: the contact form's messages, newest first, filtered by status; one opens
 * (`?message=<id>`, so the browser's back returns to the list) with its replies, a reply form and
 * the status.
 */
export function SupportInboxPage() {
  const [params] = useSearchParams();
  const id = Number(params.get("message"));
  return Number.isSafeInteger(id) && id > 0 ? <MessageView id={id} /> : <Inbox />;
}

function Inbox() {
  const [status, setStatus] = useState("");
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: ["support-messages", status, page],
    queryFn: () => {
      const search = new URLSearchParams({ page: String(page), page_size: String(PAGE_SIZE) });
      if (status) search.set("status", status);
      return api<SummaryPage>(`/api/operator/support/messages?${search}`);
    },
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.data ?? [];
  const pages = Math.ceil((query.data?.pagination.total_count ?? 0) / PAGE_SIZE);

  return (
    <>
      <PageHeader title={t("support.title")} lead={t("support.lead")}>
        <Select
          label={t("support.status")}
          data={[{ value: "", label: t("support.status.all") }, ...STATUS_OPTIONS]}
          value={status}
          onChange={(value) => {
            setStatus(value ?? "");
            setPage(1);
          }}
          allowDeselect={false}
          w={200}
        />
      </PageHeader>
      <QueryTable
        query={query}
        empty={rows.length === 0}
        caption={t("support.title")}
        minWidth={680}
        highlightOnHover
        busy={query.isFetching}
        head={
          <>
            <Table.Th scope="col">{t("support.message")}</Table.Th>
            <Table.Th scope="col">{t("support.from")}</Table.Th>
            <Table.Th scope="col">{t("support.received")}</Table.Th>
            <Table.Th scope="col">{t("support.status")}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t("support.replies")}
            </Table.Th>
          </>
        }
        footer={
          <Group justify="space-between" p="md" gap="sm">
            <Text size="sm" c="dimmed">
              {t("table.total", { count: query.data?.pagination.total_count ?? 0 })}
            </Text>
            {pages > 1 ? (
              <Pagination
                total={pages}
                value={page}
                onChange={setPage}
                size="sm"
                aria-label={t("table.pagination")}
                getItemProps={(item) => ({ "aria-label": `${t("table.page")} ${item}` })}
              />
            ) : null}
          </Group>
        }
      >
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td maw={420}>
              <Anchor
                component={Link}
                to={`?message=${row.id}`}
                size="sm"
                fw={600}
                c="indigo.8"
                aria-label={t("support.open", { id: row.id })}
              >
                #{row.id}
              </Anchor>
              <Text size="sm" lineClamp={2} style={{ overflowWrap: "anywhere" }}>
                {row.preview}
              </Text>
            </Table.Td>
            <Table.Td maw={240}>
              <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                {row.email}
              </Text>
            </Table.Td>
            <Table.Td style={{ whiteSpace: "nowrap" }}>{formatDateTime(row.created_at)}</Table.Td>
            <Table.Td>
              <StatusBadge status={row.status} color={STATUS_COLOURS[row.status]} label={statusLabel(row.status)} />
            </Table.Td>
            <Table.Td ta="right">{row.replies_count}</Table.Td>
          </Table.Tr>
        ))}
      </QueryTable>
    </>
  );
}

function MessageView({ id }: { id: number }) {
  const queryClient = useQueryClient();
  const { data: me } = useGetIdentity<OperatorProfile>();
  const canReply = me?.permissions.includes("support.reply") ?? false;
  const key = ["support-message", id];
  const query = useQuery({
    queryKey: key,
    queryFn: () => api<SupportMessageView>(`/api/operator/support/messages/${id}`),
  });
  const [notice, setNotice] = useState<string | null>(null);
  const message = query.data;

  function updated(next: SupportMessageView, text: string) {
    queryClient.setQueryData(key, next);
    queryClient.invalidateQueries({ queryKey: ["support-messages"] });
    setNotice(text);
  }

  return (
    <>
      <Anchor component={Link} to="/support" size="sm" c="indigo.8" mb="sm" display="inline-block">
        ← {t("support.back")}
      </Anchor>
      <PageHeader title={t("support.messageTitle", { id })}>
        {message && canReply ? <StatusForm key={message.status} message={message} onChanged={updated} /> : null}
      </PageHeader>
      <Notice message={notice} />
      {query.isError ? <LoadError error={query.error} onRetry={() => query.refetch()} /> : null}
      {query.isLoading ? <LoadingBlock /> : null}
      {message ? (
        <Stack gap="md" maw={860}>
          <Paper withBorder radius="md" p="md">
            <Group justify="space-between" mb="xs" gap="xs">
              <Text size="sm" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                {t("support.meta", {
                  email: message.email,
                  date: formatDateTime(message.created_at),
                  locale: message.locale,
                })}
              </Text>
              <StatusBadge
                status={message.status}
                color={STATUS_COLOURS[message.status]}
                label={statusLabel(message.status)}
              />
            </Group>
            <Text style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }} data-testid="support-content">
              {message.content}
            </Text>
          </Paper>
          <section aria-labelledby="support-replies">
            <Title order={2} size="h4" mb="xs" id="support-replies">
              {t("support.replies")}
            </Title>
            {message.replies.length === 0 ? (
              <Text c="dimmed" size="sm">
                {t("support.noReplies")}
              </Text>
            ) : (
              <Box
                component="ol"
                p={0}
                m={0}
                style={{ listStyle: "none", display: "grid", gap: "var(--mantine-spacing-sm)" }}
              >
                {message.replies.map((reply) => (
                  <Paper key={reply.id} component="li" withBorder radius="md" p="md" bg="indigo.0">
                    <Group justify="space-between" mb="xs" gap="xs">
                      <Text size="sm" fw={600}>
                        {t("support.replyBy", {
                          name: reply.operator_name ?? `#${reply.operator_id}`,
                          date: formatDateTime(reply.created_at),
                        })}
                      </Text>
                      <StatusBadge
                        status={reply.delivery_status}
                        color={
                          reply.delivery_status === "sent"
                            ? "green"
                            : reply.delivery_status === "failed"
                              ? "red"
                              : "gray"
                        }
                        label={t(`support.delivery.${reply.delivery_status}` as MessageKey)}
                      />
                    </Group>
                    <Text size="sm" style={{ whiteSpace: "pre-wrap", overflowWrap: "anywhere" }}>
                      {reply.text}
                    </Text>
                  </Paper>
                ))}
              </Box>
            )}
          </section>
          {canReply ? (
            <>
              <Divider />
              <ReplyForm message={message} onSent={(next) => updated(next, t("support.sent"))} />
            </>
          ) : null}
        </Stack>
      ) : null}
    </>
  );
}

function StatusForm({
  message,
  onChanged,
}: {
  message: SupportMessageView;
  onChanged: (next: SupportMessageView, text: string) => void;
}) {
  const [status, setStatus] = useState<SupportInboxStatus>(message.status);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const next = await api<SupportMessageView>(`/api/operator/support/messages/${message.id}/status`, {
        method: "POST",
        body: { status },
      });
      onChanged(next, t("support.statusChanged", { status: statusLabel(next.status) }));
    } catch (failure) {
      setError((failure as { message?: string }).message ?? t("error.generic"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit}>
      <Group align="flex-end" gap="sm">
        <Select
          label={t("support.status")}
          data={STATUS_OPTIONS}
          value={status}
          onChange={(value) => setStatus((value ?? message.status) as SupportInboxStatus)}
          allowDeselect={false}
          w={170}
          error={error}
        />
        <Button type="submit" variant="light" loading={busy} disabled={status === message.status}>
          {t("support.setStatus")}
        </Button>
      </Group>
    </form>
  );
}

function ReplyForm({ message, onSent }: { message: SupportMessageView; onSent: (next: SupportMessageView) => void }) {
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const next = await api<SupportMessageView>(`/api/operator/support/messages/${message.id}/replies`, {
        method: "POST",
        body: { reply: { text } },
      });
      setText("");
      onSent(next);
    } catch (failure) {
      const code = fieldErrors(failure).text?.[0];
      setError(
        code === "required"
          ? t("error.required")
          : code === "too_long"
            ? t("error.tooLong")
            : (code ?? (failure as { message?: string }).message ?? t("error.generic")),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={t("support.replyLabel", { email: message.email })}
          required
          minRows={5}
          autosize
          maxLength={10_000}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          error={error}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={busy}>
            {t("support.send")}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
