import { Paper, Table } from "@mantine/core";
import type { ReactNode } from "react";
import { EmptyBlock, LoadError, LoadingBlock } from "./query-state.tsx";

/** What the table reads of a TanStack/Refine query. */
interface TableQuery {
  isError: boolean;
  error: unknown;
  isLoading: boolean;
  data: unknown;
  refetch: () => unknown;
}

/**
 * A list page's hand-built table over one query, in the states every list goes through: the
 * load error with a retry (above whatever is still shown), the spinner of the first load, the
 * "nothing here" note, then the table itself. The caption is for screen readers only (the page
 * header says it to the eye); `footer` sits under the table in its frame (totals, pager).
 */
export function QueryTable({
  query,
  empty,
  caption,
  minWidth,
  head,
  children,
  footer,
  highlightOnHover = false,
  busy,
}: {
  query: TableQuery;
  /** The query answered with no rows. */
  empty: boolean;
  caption: string;
  minWidth: number;
  /** The header cells; plain column names for a head of text alone. */
  head: ReactNode | readonly string[];
  /** The body rows. */
  children: ReactNode;
  footer?: ReactNode;
  highlightOnHover?: boolean;
  /** aria-busy of the table while a later load runs (the old rows stay in view meanwhile). */
  busy?: boolean;
}) {
  return (
    <>
      {query.isError ? <LoadError error={query.error} onRetry={() => query.refetch()} /> : null}
      {query.isLoading ? (
        <LoadingBlock />
      ) : query.data && empty ? (
        <EmptyBlock />
      ) : query.data ? (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={minWidth}>
            <Table
              striped
              highlightOnHover={highlightOnHover}
              verticalSpacing="sm"
              horizontalSpacing="md"
              aria-busy={busy}
            >
              <Table.Caption className="visually-hidden">{caption}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  {Array.isArray(head)
                    ? head.map((name) => (
                        <Table.Th scope="col" key={name}>
                          {name}
                        </Table.Th>
                      ))
                    : head}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{children}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {footer}
        </Paper>
      ) : null}
    </>
  );
}
