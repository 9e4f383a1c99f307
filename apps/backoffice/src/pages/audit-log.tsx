import type { AuditLogEntry, AuditLogOptions } from "@croupier/contract/schemas/operators";
import { Anchor, Button, Code, Group, Paper, Select, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import type { CrudFilter } from "@refinedev/core";
import { useTable } from "@refinedev/react-table";
import { useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { api } from "../api/http.ts";
import { actionLabel } from "../audit-diff.ts";
import { AuditDetails } from "../components/audit-details.tsx";
import { DataTable } from "../components/data-table.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { formatDateTime } from "../format.ts";
import { t } from "../i18n/messages.ts";

/** The filters as the page's URL keeps them (so a link shows the same entries); dates are local days. */
const FILTER_KEYS = ["operator", "action", "player", "target_type", "target_id", "from", "to", "q"] as const;
type FilterKey = (typeof FILTER_KEYS)[number];
type Filters = Record<FilterKey, string>;

/** The targets the platform's actions name (audit-log.ts's callers). */
const TARGET_TYPES = [
  "player",
  "payment",
  "operator",
  "operator_session",
  "kyc_document",
  "contact_message",
  "game",
  "game_provider",
  "cms_page",
  "cms_snippet",
  "site_menu",
  "bonus_definition",
  "lootbox_template",
  "lottery",
  "tournament",
];

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of local day `day` (`2026-11-27`) as an instant; the day after it when `next`. */
function dayStart(day: string, next = false): string | undefined {
  if (!DAY.test(day)) return undefined;
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const start = new Date(year, month - 1, date + (next ? 1 : 0));
  return Number.isNaN(start.getTime()) ? undefined : start.toISOString();
}

function readFilters(params: URLSearchParams): Filters {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key)?.slice(0, 100) ?? ""])) as Filters;
}

/** The URL's filters as the API's query (`to` is the end of its day: the API's `to` is exclusive). */
function apiFilters(filters: Filters): CrudFilter[] {
  const values: Record<string, string | undefined> = {
    operator_id: filters.operator,
    action: filters.action,
    player_id: filters.player,
    target_type: filters.target_type,
    target_id: filters.target_id,
    from: dayStart(filters.from),
    to: dayStart(filters.to, true),
    q: filters.q.trim(),
  };
  return Object.entries(values)
    .filter(([, value]) => value)
    .map(([field, value]) => ({ field, operator: "eq", value }));
}

/** The append-only audit log, newest first, narrowed by filters kept in the URL's query. */
export function AuditLogPage() {
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => readFilters(params), [params]);
  const [draft, setDraft] = useState<Filters>(applied);
  useEffect(() => setDraft(applied), [applied]);
  const options = useQuery({
    queryKey: ["audit_log", "options"],
    queryFn: () => api<AuditLogOptions>("/api/operator/audit_log/options"),
    staleTime: 60_000,
  });

  const columns = useMemo<ColumnDef<AuditLogEntry>[]>(
    () => [
      {
        id: "time",
        header: t("audit.time"),
        cell: ({ row }) => (
          <Stack gap={0} miw={120}>
            <Text size="sm">{formatDateTime(row.original.created_at)}</Text>
            {row.original.ip ? (
              <Text size="xs" c="dimmed">
                {t("audit.from", { ip: row.original.ip })}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        id: "operator",
        header: t("audit.operator"),
        cell: ({ row }) =>
          row.original.operator_email ? (
            <Text size="sm" maw={200} style={{ overflowWrap: "anywhere" }}>
              {row.original.operator_email}
            </Text>
          ) : (
            <Text size="sm" c="dimmed">
              {t("audit.cli")}
            </Text>
          ),
      },
      {
        id: "action",
        header: t("audit.action"),
        cell: ({ row }) => (
          <Stack gap={2} align="flex-start" miw={150}>
            <Text size="sm" fw={600}>
              {actionLabel(row.original.action)}
            </Text>
            <Code>{row.original.action}</Code>
            <Target entry={row.original} />
          </Stack>
        ),
      },
      {
        id: "details",
        header: t("audit.details"),
        cell: ({ row }) => <AuditDetails details={row.original.details} />,
      },
    ],
    [],
  );
  const table = useTable<AuditLogEntry>({
    columns,
    refineCoreProps: {
      resource: "audit_log",
      pagination: { pageSize: 50 },
      filters: { permanent: apiFilters(applied) },
      syncWithLocation: false,
    },
  });

  function apply(next: Filters) {
    const query = new URLSearchParams();
    for (const key of FILTER_KEYS) if (next[key].trim()) query.set(key, next[key].trim());
    setParams(query);
    table.refineCore.setCurrentPage(1);
  }
  function submit(event: FormEvent) {
    event.preventDefault();
    apply(draft);
  }
  const set = (key: FilterKey) => (value: string | null) => setDraft((current) => ({ ...current, [key]: value ?? "" }));
  const isFiltered = FILTER_KEYS.some((key) => applied[key]);
  const operators = options.data?.operators ?? [];

  return (
    <>
      <PageHeader title={t("audit.title")} lead={t("audit.lead")} />
      <Paper withBorder radius="md" p="md" mb="md" component="form" onSubmit={submit} aria-label={t("audit.filters")}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" verticalSpacing="xs">
          <Select
            label={t("audit.operator")}
            placeholder={t("audit.any")}
            data={operators.map((operator) => ({ value: String(operator.id), label: operator.email }))}
            value={draft.operator || null}
            onChange={set("operator")}
            searchable
            clearable
          />
          <Select
            label={t("audit.action")}
            placeholder={t("audit.any")}
            data={(options.data?.actions ?? []).map((action) => ({ value: action, label: actionLabel(action) }))}
            value={draft.action || null}
            onChange={set("action")}
            searchable
            clearable
          />
          <TextInput
            label={t("audit.player")}
            description={t("audit.playerHint")}
            inputMode="numeric"
            maxLength={10}
            value={draft.player}
            onChange={(event) => set("player")(event.currentTarget.value.replace(/\D/g, ""))}
          />
          <TextInput
            label={t("audit.search")}
            description={t("audit.searchHint")}
            maxLength={100}
            value={draft.q}
            onChange={(event) => set("q")(event.currentTarget.value)}
          />
          <Select
            label={t("audit.targetType")}
            placeholder={t("audit.any")}
            data={TARGET_TYPES.map((type) => ({ value: type, label: type.replaceAll("_", " ") }))}
            value={draft.target_type || null}
            onChange={set("target_type")}
            clearable
          />
          <TextInput
            label={t("audit.targetId")}
            maxLength={100}
            value={draft.target_id}
            onChange={(event) => set("target_id")(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t("audit.fromDay")}
            value={draft.from}
            onChange={(event) => set("from")(event.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t("audit.toDay")}
            value={draft.to}
            onChange={(event) => set("to")(event.currentTarget.value)}
          />
        </SimpleGrid>
        <Group justify="flex-end" gap="xs" mt="sm">
          {isFiltered ? (
            <Button variant="default" onClick={() => apply(readFilters(new URLSearchParams()))}>
              {t("audit.clear")}
            </Button>
          ) : null}
          <Button type="submit">{t("audit.apply")}</Button>
        </Group>
      </Paper>
      <DataTable table={table} caption={t("audit.title")} minWidth={760} />
    </>
  );
}

/** What the entry acted on; a player (or a decision naming one) links to the player's 360. */
function Target({ entry }: { entry: AuditLogEntry }) {
  if (!entry.target_type) return null;
  const text = `${entry.target_type.replaceAll("_", " ")} #${entry.target_id ?? "?"}`;
  return entry.target_type === "player" && entry.target_id ? (
    <Anchor component={Link} to={`/players/${entry.target_id}`} size="xs">
      {text}
    </Anchor>
  ) : (
    <Text size="xs" c="dimmed">
      {text}
    </Text>
  );
}
