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
          <Text size="sm" style={{ whiteSpace: "nowrap" }}>
            {formatDateTime(row.original.created_at)}
          </Text>
        ),
      },
      {
        id: "operator",
        header: t("audit.operator"),
        cell: ({ row }) =>
          row.original.operator_email ?? (
            <Text size="sm" c="dimmed">
              {t("audit.cli")}
            </Text>
          ),
      },
      {
        id: "action",
        header: t("audit.action"),
        cell: ({ row }) => <Code>{row.original.action}</Code>,
      },
      {
        id: "target",
        header: t("audit.target"),
        cell: ({ row }) =>
          row.original.target_type ? `${row.original.target_type} #${row.original.target_id ?? "?"}` : "—",
      },
      {
        id: "details",
        header: t("audit.details"),
        cell: ({ row }) => {
          const lines = detailLines(row.original.details);
          return lines ? (
            <Stack gap={0} miw={240} maw={420}>
              <Text size="xs" className="mono" style={{ whiteSpace: "pre-wrap" }}>
                {lines}
              </Text>
            </Stack>
          ) : (
            "—"
          );
        },
      },
      { id: "ip", header: t("audit.ip"), cell: ({ row }) => row.original.ip ?? "—" },
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
      <DataTable table={table} caption={t("audit.title")} minWidth={960} />
    </>
  );
}
