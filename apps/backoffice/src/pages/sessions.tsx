import type { OperatorSessionView } from "@croupier/contract/schemas/operators";
import { Badge, Button } from "@mantine/core";
import { useDelete } from "@refinedev/core";
import { useTable } from "@refinedev/react-table";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { DataTable } from "../components/data-table.tsx";
import { Notice } from "../components/notice.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { formatDateTime } from "../format.ts";
import { t } from "../i18n/messages.ts";

/** The operator's own live sessions; any but this browser's can be ended. */
export function SessionsPage() {
  const { mutate: remove, mutation } = useDelete();
  const [notice, setNotice] = useState<string | null>(null);
  const columns = useMemo<ColumnDef<OperatorSessionView>[]>(
    () => [
      { id: "started", header: t("sessions.started"), cell: ({ row }) => formatDateTime(row.original.created_at) },
      { id: "seen", header: t("sessions.lastSeen"), cell: ({ row }) => formatDateTime(row.original.last_seen_at) },
      { id: "ip", header: t("sessions.ip"), cell: ({ row }) => row.original.ip ?? "—" },
      {
        id: "actions",
        header: () => <span className="visually-hidden">{t("sessions.actions")}</span>,
        cell: ({ row }) =>
          row.original.current ? (
            <Badge variant="light" c="dark.8">
              {t("sessions.current")}
            </Badge>
          ) : (
            <Button
              size="xs"
              variant="outline"
              color="red.9"
              loading={mutation.isPending && mutation.variables?.id === row.original.id}
              onClick={() =>
                remove(
                  { resource: "sessions", id: row.original.id, successNotification: false },
                  { onSuccess: () => setNotice(t("sessions.ended")) },
                )
              }
            >
              {t("sessions.end")}
            </Button>
          ),
      },
    ],
    [remove, mutation.isPending, mutation.variables?.id],
  );
  const table = useTable<OperatorSessionView>({
    columns,
    refineCoreProps: { resource: "sessions", pagination: { mode: "off" }, syncWithLocation: false },
  });
  return (
    <>
      <PageHeader title={t("sessions.title")} lead={t("sessions.lead")} />
      <Notice message={notice} />
      <DataTable table={table} caption={t("sessions.title")} minWidth={560} />
    </>
  );
}
