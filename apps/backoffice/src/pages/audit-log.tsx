import type { AuditLogEntry } from "@croupier/contract/schemas/operators";
import { Code, Stack, Text } from "@mantine/core";
import { useTable } from "@refinedev/react-table";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { DataTable } from "../components/data-table.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { formatDateTime } from "../format.ts";
import { t } from "../i18n/messages.ts";

/** `key: value` lines of an entry's details (before and after values, reason, amounts). */
function detailLines(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`)
    .join("\n");
}

/** The append-only audit log, newest first, a page at a time (the API has no other filter yet). */
export function AuditLogPage() {
  const columns = useMemo<ColumnDef<AuditLogEntry>[]>(
    () => [
      {
        id: "time",
        header: t("audit.time"),
        cell: ({ row }) => (
          <Stack gap={0}>
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
          <Stack gap={2} align="flex-start">
            <Code>{row.original.action}</Code>
            {row.original.target_type ? (
              <Text size="xs" c="dimmed">
                {row.original.target_type} #{row.original.target_id ?? "?"}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        id: "details",
        header: t("audit.details"),
        cell: ({ row }) => {
          const lines = detailLines(row.original.details);
          return lines ? (
            <Text size="xs" className="mono" miw={180} maw={420} style={{ whiteSpace: "pre-wrap" }}>
              {lines}
            </Text>
          ) : (
            "—"
          );
        },
      },
    ],
    [],
  );
  const table = useTable<AuditLogEntry>({
    columns,
    refineCoreProps: { resource: "audit_log", pagination: { pageSize: 50 }, syncWithLocation: false },
  });
  return (
    <>
      <PageHeader title={t("audit.title")} lead={t("audit.lead")} />
      <DataTable table={table} caption={t("audit.title")} minWidth={760} />
    </>
  );
}
