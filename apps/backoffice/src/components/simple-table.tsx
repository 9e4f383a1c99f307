import { Paper, Table, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { t } from "../i18n/messages.ts";

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
}

/**
 * A short list already loaded (a section of the player 360): a captioned table that scrolls in
 * its frame when narrower than `minWidth`, with the empty state in its body.
 */
export function SimpleTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  minWidth = 560,
}: {
  caption: string;
  columns: Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  minWidth?: number;
}) {
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer minWidth={minWidth}>
        <Table striped verticalSpacing="xs" horizontalSpacing="md">
          <Table.Caption style={{ captionSide: "top", textAlign: "left" }} className="visually-hidden">
            {caption}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header} scope="col">
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>
                  <Text c="dimmed" ta="center" py="md" size="sm">
                    {t("table.empty")}
                  </Text>
                </Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.header}>{column.cell(row)}</Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
