import type { Currency } from "@croupier/contract/schemas/info";
import { Button, Group } from "@mantine/core";
import { useInvalidate } from "@refinedev/core";
import { useTable } from "@refinedev/react-table";
import type { ColumnDef } from "@tanstack/react-table";
import { type ReactNode, useMemo, useState } from "react";
import { useCurrencies } from "../api/currencies.ts";
import { useHasPermission } from "../api/permissions.ts";
import { DataTable } from "../components/data-table.tsx";
import { Notice } from "../components/notice.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { type MessageKey, t } from "../i18n/messages.ts";
import {
  actionsColumn,
  CancelDialog,
  type CompetitionRow,
  StatusFilter,
  statusColumn,
  titleColumn,
} from "./competition-list.tsx";

// The frame of the tournaments and lotteries pages: header with the state filter and "New", the
// table, the details drawer, the cancel dialog and the create (or edit) form. Each page gives
// only its own columns, drawer and form; the texts are the resource's own keys
// (`tournaments.title`, `lotteries.created`…).

type CompetitionResource = "tournaments" | "lotteries";

/** What the page's form is handed: a new competition (editing null) or one to edit. */
export interface CompetitionFormProps<Row> {
  opened: boolean;
  editing: Row | null;
  onClose: () => void;
  onSaved: (saved: Row) => void;
}

export interface CompetitionPageProps<Row extends CompetitionRow> {
  resource: CompetitionResource;
  statuses: readonly string[];
  /** Rows a page; null shows the whole (bounded) list at once. */
  pageSize: number | null;
  /** The columns between the state and the row actions. */
  columns: (currencies: readonly Currency[]) => ColumnDef<Row>[];
  cancelLead: (row: Row | null) => string;
  /** Rows that can still be edited; none when absent. */
  editable?: (row: Row) => boolean;
  drawer: (row: Row | null, onClose: () => void) => ReactNode;
  form: (props: CompetitionFormProps<Row>) => ReactNode;
}

export function CompetitionPage<Row extends CompetitionRow>({
  resource,
  statuses,
  pageSize,
  columns: ownColumns,
  cancelLead,
  editable,
  drawer,
  form,
}: CompetitionPageProps<Row>) {
  const text = (key: string, values?: Record<string, string | number>) => t(`${resource}.${key}` as MessageKey, values);
  const currencies = useCurrencies();
  const canManage = useHasPermission(`${resource}.manage`);
  const invalidate = useInvalidate();
  const [status, setStatus] = useState("");
  const [open, setOpen] = useState<Row | null>(null);
  const [canceling, setCanceling] = useState<Row | null>(null);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Row | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the page's own columns and rule are fixed per page.
  const columns = useMemo<ColumnDef<Row>[]>(
    () => [
      titleColumn<Row>(),
      statusColumn<Row>(),
      ...ownColumns(currencies),
      actionsColumn<Row>({
        canManage,
        onOpen: setOpen,
        onCancel: setCanceling,
        onEdit: editable ? { when: editable, run: setEditing } : undefined,
      }),
    ],
    [currencies, canManage],
  );

  const table = useTable<Row>({
    columns,
    refineCoreProps: {
      resource,
      pagination: pageSize === null ? { mode: "off" } : { pageSize },
      filters: { permanent: status ? [{ field: "status", operator: "eq", value: status }] : [] },
      syncWithLocation: false,
    },
  });
  const refresh = () => invalidate({ resource, invalidates: ["list"] });
  const closeForm = () => {
    setCreating(false);
    setEditing(null);
  };

  return (
    <>
      <PageHeader title={text("title")} lead={text("lead")}>
        <Group align="flex-end" gap="sm">
          <StatusFilter
            statuses={statuses}
            value={status}
            onChange={(value) => {
              setStatus(value);
              if (pageSize !== null) table.refineCore.setCurrentPage(1);
            }}
          />
          {canManage ? <Button onClick={() => setCreating(true)}>{text("create")}</Button> : null}
        </Group>
      </PageHeader>
      <Notice message={notice} />
      <DataTable table={table} caption={text("title")} minWidth={720} />
      {drawer(open, () => setOpen(null))}
      <CancelDialog
        competition={canceling}
        resource={resource}
        title={text("cancelTitle", { title: canceling?.title ?? "" })}
        lead={cancelLead(canceling)}
        submitLabel={text("cancelSubmit")}
        onClose={() => setCanceling(null)}
        onDone={(answer) => {
          setCanceling(null);
          setNotice(text("canceled", { title: answer.title }));
          void refresh();
        }}
      />
      {form({
        opened: creating || editing !== null,
        editing,
        onClose: closeForm,
        onSaved: (saved) => {
          setNotice(text(editing ? "saved" : "created", { title: saved.title }));
          closeForm();
          void refresh();
        },
      })}
    </>
  );
}
