import { Alert, Button, Group, Pagination, Paper, Table, Text } from "@mantine/core";
import type { BaseRecord, HttpError } from "@refinedev/core";
import type { UseTableReturnType } from "@refinedev/react-table";
import { flexRender } from "@tanstack/react-table";
import { type MessageKey, t } from "../i18n/messages.ts";

const CONTROL_LABELS: Record<"first" | "previous" | "next" | "last", MessageKey> = {
  first: "table.first",
  previous: "table.previous",
  next: "table.next",
  last: "table.last",
};

/**
 * A server-paged list as a Mantine table: TanStack Table's rows and Refine's paging, loading and
 * error state. Wide tables scroll inside their frame on a tablet instead of stretching the page.
 */
export function DataTable<TData extends BaseRecord>({
  table,
  caption,
  minWidth = 720,
}: {
  table: UseTableReturnType<TData, HttpError>;
  caption: string;
  minWidth?: number;
}) {
  const { reactTable, refineCore } = table;
  const { tableQuery, currentPage, setCurrentPage, pageCount, result } = refineCore;
  const rows = reactTable.getRowModel().rows;
  const columnCount = reactTable.getAllLeafColumns().length;

  return (
    <Paper withBorder radius="md">
      {tableQuery.isError ? (
        <Alert color="red" role="alert" m="md">
          <Group justify="space-between">
            <Text size="sm">{tableQuery.error?.message ?? t("error.generic")}</Text>
            <Button size="xs" variant="light" onClick={() => tableQuery.refetch()}>
              {t("table.retry")}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-busy={tableQuery.isFetching}>
          <Table.Caption style={{ captionSide: "top", textAlign: "left" }} className="visually-hidden">
            {caption}
          </Table.Caption>
          <Table.Thead>
            {reactTable.getHeaderGroups().map((group) => (
              <Table.Tr key={group.id}>
                {group.headers.map((header) => (
                  <Table.Th key={header.id} scope="col">
                    {header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext())}
                  </Table.Th>
                ))}
              </Table.Tr>
            ))}
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columnCount}>
                  <Text c="dimmed" ta="center" py="lg">
                    {tableQuery.isLoading ? t("app.loading") : t("table.empty")}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr key={row.id}>
                  {row.getVisibleCells().map((cell) => (
                    <Table.Td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" p="md" gap="sm">
        <Text size="sm" c="dimmed">
          {result.total !== undefined ? t("table.total", { count: result.total }) : ""}
        </Text>
        {pageCount > 1 ? (
          <Pagination
            total={pageCount}
            value={currentPage}
            onChange={setCurrentPage}
            size="sm"
            aria-label={t("table.pagination")}
            getItemProps={(page) => ({ "aria-label": `${t("table.page")} ${page}` })}
            getControlProps={(control) => ({ "aria-label": t(CONTROL_LABELS[control]) })}
          />
        ) : null}
      </Group>
    </Paper>
  );
}
