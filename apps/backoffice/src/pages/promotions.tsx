import type { OperatorLottery } from "@croupier/contract/schemas/lotteries";
import type { Tournament } from "@croupier/contract/schemas/tournaments";
import { Stack, Text } from "@mantine/core";
import { useTable } from "@refinedev/react-table";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { useCurrencies } from "../api/currencies.ts";
import { DataTable } from "../components/data-table.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { StatusBadge } from "../components/status-badge.tsx";
import { formatDateTime, formatMoney } from "../format.ts";
import { type MessageKey, t } from "../i18n/messages.ts";

/** The columns tournaments and lotteries share: what, when, how much, in what state. */
interface Promotion {
  id: number;
  title: string;
  frontend_identifier: string;
  status: string;
  start_at: string;
  end_at: string;
  currency: string;
  money_budget_cents: number;
  cancel_reason: string | null;
}

function usePromotionColumns<T extends Promotion>(extra: ColumnDef<T>[]): ColumnDef<T>[] {
  const currencies = useCurrencies();
  return useMemo<ColumnDef<T>[]>(
    () => [
      {
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
      },
      {
        id: "status",
        header: t("promotions.status"),
        cell: ({ row }) => (
          <Stack gap={2} align="flex-start">
            <StatusBadge
              status={row.original.status}
              label={t(`promotions.status.${row.original.status}` as MessageKey)}
            />
            {row.original.cancel_reason ? (
              <Text size="xs" c="dimmed">
                {row.original.cancel_reason}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        id: "period",
        header: t("promotions.period"),
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm" style={{ whiteSpace: "nowrap" }}>
              {formatDateTime(row.original.start_at)}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
              {t("promotions.until", { end: formatDateTime(row.original.end_at) })}
            </Text>
          </Stack>
        ),
      },
      {
        id: "budget",
        header: t("promotions.budget"),
        cell: ({ row }) => (
          <Text size="sm" style={{ whiteSpace: "nowrap" }}>
            {formatMoney(row.original.money_budget_cents, row.original.currency, currencies)}
          </Text>
        ),
      },
      ...extra,
    ],
    [currencies, extra],
  );
}

const TOURNAMENT_EXTRA: ColumnDef<Tournament>[] = [
  {
    id: "strategy",
    header: t("promotions.strategy"),
    cell: ({ row }) => t(`promotions.strategy.${row.original.strategy}` as MessageKey),
  },
];

const LOTTERY_EXTRA: ColumnDef<OperatorLottery>[] = [
  { id: "tickets", header: t("promotions.tickets"), cell: ({ row }) => row.original.lottery_tickets_count },
];

/** The latest tournaments of every status (the API answers up to 100 at once). */
export function TournamentsPage() {
  const columns = usePromotionColumns<Tournament>(TOURNAMENT_EXTRA);
  const table = useTable<Tournament>({
    columns,
    refineCoreProps: { resource: "tournaments", pagination: { mode: "off" }, syncWithLocation: false },
  });
  return (
    <>
      <PageHeader title={t("tournaments.title")} lead={t("tournaments.lead")} />
      <DataTable table={table} caption={t("tournaments.title")} minWidth={720} />
    </>
  );
}

/** Lotteries, newest first, a page at a time. */
export function LotteriesPage() {
  const columns = usePromotionColumns<OperatorLottery>(LOTTERY_EXTRA);
  const table = useTable<OperatorLottery>({
    columns,
    refineCoreProps: { resource: "lotteries", pagination: { pageSize: 20 }, syncWithLocation: false },
  });
  return (
    <>
      <PageHeader title={t("lotteries.title")} lead={t("lotteries.lead")} />
      <DataTable table={table} caption={t("lotteries.title")} minWidth={720} />
    </>
  );
}
