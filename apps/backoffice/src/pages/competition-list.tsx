import type { Currency } from "@croupier/contract/schemas/info";
import { Anchor, Button, Drawer, Pagination, Select, Stack, Text, Title } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { api } from "../api/http.ts";
import { useHasPermission } from "../api/permissions.ts";
import { ActionDialog } from "../components/action-dialog.tsx";
import { LoadError } from "../components/query-state.tsx";
import { formatMoney } from "../format.ts";
import { type MessageKey, t } from "../i18n/messages.ts";
import { CompetitionStatus, Fact, type FormErrors } from "./competition-form.tsx";

// What the tournaments and lotteries list pages share: the state filter, the table's common
// columns (name, state, budget, row actions), the details drawer with its paged player list,
// and the cancel dialog. Each page adds only what is its own (period, tickets or strategy,
// the drawer's facts, the create form).

/** The fields of a tournament or a lottery that the shared columns and dialogs read. */
export interface CompetitionRow {
  id: number;
  title: string;
  frontend_identifier: string;
  status: string;
  cancel_reason: string | null;
  currency: string;
  money_budget_cents: number;
}

/** The state filter of a competition list: every state, or one. */
export function StatusFilter({
  statuses,
  value,
  onChange,
}: {
  statuses: readonly string[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Select
      label={t("promotions.status")}
      data={[
        { value: "", label: t("competition.allStates") },
        ...statuses.map((status) => ({ value: status, label: t(`promotions.status.${status}` as MessageKey) })),
      ]}
      value={value}
      onChange={(next) => onChange(next ?? "")}
      allowDeselect={false}
      w={180}
    />
  );
}

/** The name with id and site identifier under it. */
export function titleColumn<Row extends CompetitionRow>(): ColumnDef<Row> {
  return {
    id: "title",
    header: t("promotions.name"),
    cell: ({ row }) => (
      <Stack gap={0}>
        <Text size="sm" fw={600}>
          {row.original.title}
        </Text>
        <Text size="xs" c="dimmed">
          #{row.original.id} · {row.original.frontend_identifier}
        </Text>
      </Stack>
    ),
  };
}

/** The state badge, with the cancel reason under it once cancelled. */
export function statusColumn<Row extends CompetitionRow>(): ColumnDef<Row> {
  return {
    id: "status",
    header: t("promotions.status"),
    cell: ({ row }) => (
      <Stack gap={2} align="flex-start">
        <CompetitionStatus status={row.original.status} />
        {row.original.cancel_reason ? (
          <Text size="xs" c="dimmed">
            {row.original.cancel_reason}
          </Text>
        ) : null}
      </Stack>
    ),
  };
}

/** The money the prizes add up to, in the competition's currency. */
export function budgetColumn<Row extends CompetitionRow>(currencies: readonly Currency[]): ColumnDef<Row> {
  return {
    id: "budget",
    header: t("promotions.budget"),
    cell: ({ row }) => (
      <Text size="sm" style={{ whiteSpace: "nowrap" }}>
        {formatMoney(row.original.money_budget_cents, row.original.currency, currencies)}
      </Text>
    ),
  };
}

/**
 * The row's buttons, stacked so the table fits a tablet: details always; edit where the page
 * says the row may still be edited; cancel for managers while the competition is scheduled or live.
 */
export function actionsColumn<Row extends CompetitionRow>({
  canManage,
  onOpen,
  onCancel,
  onEdit,
}: {
  canManage: boolean;
  onOpen: (row: Row) => void;
  onCancel: (row: Row) => void;
  /** The edit action and which rows it applies to; none: the page does not edit. */
  onEdit?: { when: (row: Row) => boolean; run: (row: Row) => void };
}): ColumnDef<Row> {
  return {
    id: "actions",
    header: () => <span className="visually-hidden">{t("competition.actions")}</span>,
    cell: ({ row }) => (
      <Stack gap={6} align="stretch" w={96}>
        <Button
          size="xs"
          variant="light"
          onClick={() => onOpen(row.original)}
          aria-label={t("competition.detailsOf", { title: row.original.title })}
        >
          {t("competition.details")}
        </Button>
        {canManage && onEdit?.when(row.original) ? (
          <Button
            size="xs"
            variant="light"
            onClick={() => onEdit.run(row.original)}
            aria-label={t("competition.editOf", { title: row.original.title })}
          >
            {t("competition.edit")}
          </Button>
        ) : null}
        {canManage && (row.original.status === "new" || row.original.status === "started") ? (
          <Button
            size="xs"
            variant="outline"
            color="red.9"
            onClick={() => onCancel(row.original)}
            aria-label={t("competition.cancelOf", { title: row.original.title })}
          >
            {t("competition.cancel")}
          </Button>
        ) : null}
      </Stack>
    ),
  };
}

/** Cancelling a scheduled or live competition, with the reason kept in the audit log. */
export function CancelDialog<Row extends CompetitionRow>({
  competition,
  resource,
  title,
  lead,
  submitLabel,
  onClose,
  onDone,
}: {
  competition: Row | null;
  /** The API's path segment: "tournaments" or "lotteries". */
  resource: string;
  title: string;
  lead: string;
  submitLabel: string;
  onClose: () => void;
  onDone: (cancelled: Row) => void;
}) {
  return (
    <ActionDialog
      opened={competition !== null}
      title={title}
      lead={lead}
      url={competition ? `/api/operator/${resource}/${competition.id}/cancel` : ""}
      payload={(reason) => ({ reason })}
      reasonLabel={t("competition.cancelReason")}
      submitLabel={submitLabel}
      danger
      onClose={onClose}
      onDone={onDone}
    />
  );
}

/** The state and the cancel reason, the first facts of both drawers. */
export function StatusFacts({ competition }: { competition: CompetitionRow }) {
  return (
    <>
      <Fact label={t("promotions.status")}>
        <CompetitionStatus status={competition.status} />
      </Fact>
      {competition.cancel_reason ? (
        <Fact label={t("competition.cancelReason")}>{competition.cancel_reason}</Fact>
      ) : null}
    </>
  );
}

/** A titled section of the details drawer. */
export function DrawerSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

const DRAWER_PAGE = 50;

/**
 * One page of a competition's players (leaderboard or tickets) for the details drawer; the page
 * goes back to the first when the drawer closes, so the next competition opens at its top.
 */
export function useDrawerRows<Row>(resource: string, list: string, id: number | undefined) {
  const [page, setPage] = useState(1);
  const query = useQuery({
    queryKey: [`${resource}-${list}`, id, page],
    queryFn: () =>
      api<{ data: Row[]; pagination: { total_count: number } }>(
        `/api/operator/${resource}/${id}/${list}?page=${page}&page_size=${DRAWER_PAGE}`,
      ),
    enabled: id !== undefined,
    placeholderData: keepPreviousData,
  });
  const pages = Math.max(1, Math.ceil((query.data?.pagination.total_count ?? 0) / DRAWER_PAGE));
  return { query, page, setPage, pages, rows: query.data?.data ?? [], reset: () => setPage(1) };
}

/** The load error above and the pager below a drawer's player list. */
export function DrawerRows({ rows, children }: { rows: ReturnType<typeof useDrawerRows>; children: ReactNode }) {
  return (
    <>
      {rows.query.isError ? <LoadError error={rows.query.error} onRetry={() => rows.query.refetch()} /> : null}
      {children}
      {rows.pages > 1 ? (
        <Pagination
          total={rows.pages}
          value={rows.page}
          onChange={rows.setPage}
          size="sm"
          aria-label={t("table.pagination")}
        />
      ) : null}
    </>
  );
}

/**
 * A player in a drawer's list: a link to their page for staff who may read players, else the
 * fallback (the email or the nickname the list shows).
 */
export function PlayerLink({ player, fallback }: { player: { player_id: number; email: string }; fallback: string }) {
  const canOpenPlayers = useHasPermission("players.read");
  if (!canOpenPlayers) return <>{fallback}</>;
  return (
    <Anchor component={Link} to={`/players/${player.player_id}`} size="sm">
      {player.email}
    </Anchor>
  );
}

/** The right-hand drawer of one competition's details, titled with its name. */
export function CompetitionDrawer<Row extends CompetitionRow>({
  competition,
  onClose,
  children,
}: {
  competition: Row | null;
  onClose: () => void;
  /** The drawer's sections for the competition open. */
  children: (competition: Row) => ReactNode;
}) {
  return (
    <Drawer
      opened={competition !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={competition?.title}
      closeButtonProps={{ "aria-label": t("competition.close") }}
    >
      {competition ? <Stack gap="lg">{children(competition)}</Stack> : null}
    </Drawer>
  );
}

/**
 * The API errors the create form shows under no field of its own (`shown` and the prefixes of
 * per-item fields), joined for the alert above the buttons.
 */
export function leftoverErrors(errors: FormErrors, shown: ReadonlySet<string>, prefixes: readonly string[]): string {
  return Object.entries(errors)
    .filter(([field]) => !shown.has(field) && !prefixes.some((prefix) => field.startsWith(prefix)))
    .map(([field, message]) => (field === "base" ? message : `${field}: ${message}`))
    .join(" · ");
}
