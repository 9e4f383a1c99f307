import type {
  Dashboard,
  DashboardCurrency,
  DashboardPeriod,
  GgrReport,
} from "@croupier/contract/schemas/operator-reports";
import type { OperatorProfile } from "@croupier/contract/schemas/operators";
import { Anchor, Box, Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useGetIdentity } from "@refinedev/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { useCurrencies } from "../api/currencies.ts";
import { api } from "../api/http.ts";
import { BarChart } from "../components/bar-chart.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { EmptyBlock, LoadError, LoadingBlock } from "../components/query-state.tsx";
import { daysBetween, isoDay } from "../days.ts";
import { formatMoney } from "../format.ts";
import { locale, type MessageKey, t } from "../i18n/messages.ts";
import { visibleAreas } from "../navigation.ts";

// The list is this page's own (not the contract's DASHBOARD_PERIODS): a value import would bring zod.
const PERIODS: DashboardPeriod[] = ["today", "7d", "30d"];

const MONEY: { key: keyof DashboardCurrency; label: MessageKey }[] = [
  { key: "deposits_cents", label: "dashboard.deposits" },
  { key: "withdrawals_cents", label: "dashboard.withdrawals" },
  { key: "ggr_cents", label: "dashboard.ggr" },
  { key: "bonus_cost_cents", label: "dashboard.bonusCost" },
  { key: "ngr_cents", label: "dashboard.ngr" },
];

const dayLabel = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });

/**
 * The landing page of every role: the period's money and players per currency, what waits for a
 * decision (linked to its area when the role opens it), and GGR per day for those who read reports.
 */
export function DashboardPage() {
  const currencies = useCurrencies();
  const { data: operator } = useGetIdentity<OperatorProfile>();
  const permissions = operator?.permissions ?? [];
  const [period, setPeriod] = useState<DashboardPeriod>("today");
  const query = useQuery({
    queryKey: ["dashboard", period],
    queryFn: () => api<Dashboard>(`/api/operator/dashboard?period=${period}`),
    placeholderData: keepPreviousData,
  });
  const dashboard = query.data;

  return (
    <>
      <PageHeader title={t("dashboard.title")} lead={t("dashboard.lead")}>
        <Stack gap={4}>
          <Text size="sm" fw={500} id="dashboard-period">
            {t("dashboard.period")}
          </Text>
          <SegmentedControl
            aria-labelledby="dashboard-period"
            value={period}
            onChange={(value) => setPeriod(value as DashboardPeriod)}
            data={PERIODS.map((value) => ({ value, label: t(`dashboard.period.${value}` as MessageKey) }))}
          />
        </Stack>
      </PageHeader>
      {query.isError ? <LoadError error={query.error} onRetry={() => query.refetch()} /> : null}
      {!dashboard ? (
        query.isLoading ? (
          <LoadingBlock />
        ) : null
      ) : (
        <Stack gap="lg" aria-busy={query.isFetching}>
          <Text size="sm" c="dimmed">
            {t("dashboard.range", { from: dashboard.from.slice(0, 10), to: dashboard.to.slice(0, 10) })}
          </Text>
          <Waiting dashboard={dashboard} permissions={permissions} />
          {dashboard.currencies.length === 0 ? (
            <EmptyBlock>{t("dashboard.noMoney")}</EmptyBlock>
          ) : (
            dashboard.currencies.map((row) => <CurrencyFigures key={row.currency} row={row} currencies={currencies} />)
          )}
          {permissions.includes("reports.read") && dashboard.currencies.length > 0 ? (
            <GgrChart dashboard={dashboard} currencies={currencies} />
          ) : null}
        </Stack>
      )}
    </>
  );
}

function Waiting({ dashboard, permissions }: { dashboard: Dashboard; permissions: readonly string[] }) {
  const paths = new Set(visibleAreas(permissions).map((area) => area.path));
  const counts: { label: MessageKey; count: number; path: string }[] = [
    { label: "dashboard.pendingWithdrawals", count: dashboard.pending_withdrawals, path: "/withdrawals" },
    { label: "dashboard.pendingKyc", count: dashboard.pending_kyc_documents, path: "/kyc" },
    { label: "dashboard.openSupport", count: dashboard.open_support_messages, path: "/support" },
  ];
  return (
    <section aria-labelledby="dashboard-waiting">
      <Title order={2} size="h4" mb="xs" id="dashboard-waiting">
        {t("dashboard.waiting")}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        {counts.map((item) => (
          <Paper key={item.label} withBorder radius="md" p="md" data-testid={item.label}>
            <Text size="sm" c="dimmed">
              {paths.has(item.path) ? (
                <Anchor component={Link} to={item.path} size="sm" c="indigo.8">
                  {t(item.label)}
                </Anchor>
              ) : (
                t(item.label)
              )}
            </Text>
            <Text fz={28} fw={700} lh={1.2}>
              {item.count}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
}

function CurrencyFigures({
  row,
  currencies,
}: {
  row: DashboardCurrency;
  currencies: ReturnType<typeof useCurrencies>;
}) {
  const id = `dashboard-${row.currency}`;
  return (
    <section aria-labelledby={id} data-testid={id}>
      <Title order={2} size="h4" mb="xs" id={id}>
        {t("dashboard.currency", { currency: row.currency })}
      </Title>
      <Box
        component="dl"
        m={0}
        style={{
          display: "grid",
          gap: "var(--mantine-spacing-md)",
          gridTemplateColumns: "repeat(auto-fill, minmax(11rem, 1fr))",
        }}
      >
        {MONEY.map((item) => (
          <Figure
            key={item.key}
            label={t(item.label)}
            value={formatMoney(row[item.key] as number, row.currency, currencies)}
          />
        ))}
        <Figure label={t("dashboard.activePlayers")} value={String(row.active_players)} />
        <Figure label={t("dashboard.newPlayers")} value={String(row.new_players)} />
      </Box>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} fw={700} fz="lg" style={{ whiteSpace: "nowrap" }}>
        {value}
      </Text>
    </Paper>
  );
}

function GgrChart({ dashboard, currencies }: { dashboard: Dashboard; currencies: ReturnType<typeof useCurrencies> }) {
  const codes = dashboard.currencies.map((row) => row.currency);
  const [chosen, setChosen] = useState<string | null>(null);
  const currency = chosen && codes.includes(chosen) ? chosen : (codes[0] as string);
  const to = dashboard.to.slice(0, 10);
  // Today alone is one bar: the chart then shows the week to today.
  const from =
    dashboard.period === "today"
      ? isoDay(new Date(Date.parse(`${to}T00:00:00Z`) - 6 * 86_400_000))
      : dashboard.from.slice(0, 10);
  const query = useQuery({
    queryKey: ["ggr-by-day", from, to, currency],
    queryFn: () =>
      api<GgrReport>(
        `/api/operator/reports/ggr?${new URLSearchParams({ group: "day", from, to, currency: currency })}`,
      ),
    placeholderData: keepPreviousData,
  });
  const byDay = new Map((query.data?.data ?? []).map((row) => [row.key, row.ggr_cents]));
  const bars = daysBetween(from, to).map((day) => {
    const cents = byDay.get(day) ?? 0;
    return {
      label: dayLabel.format(new Date(`${day}T00:00:00Z`)),
      value: cents,
      text: formatMoney(cents, currency, currencies),
    };
  });
  const titleId = "dashboard-chart";
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-end" mb="sm">
        <div>
          <Title order={2} size="h4" id={titleId}>
            {t("dashboard.chartTitle", { currency })}
          </Title>
          <Text size="sm" c="dimmed">
            {t("dashboard.range", { from, to })}
          </Text>
        </div>
        {codes.length > 1 ? (
          <Select
            label={t("dashboard.chartCurrency")}
            data={codes}
            value={currency}
            onChange={setChosen}
            allowDeselect={false}
            w={140}
          />
        ) : null}
      </Group>
      {query.isError ? <LoadError error={query.error} onRetry={() => query.refetch()} /> : null}
      {query.data && bars.every((bar) => bar.value === 0) ? (
        <Text size="sm" c="dimmed" mb="xs">
          {t("dashboard.noBets")}
        </Text>
      ) : null}
      {query.data ? (
        <BarChart
          bars={bars}
          label={t("dashboard.chartLabel", {
            currency,
            from,
            to,
            summary: bars.map((bar) => `${bar.label} ${bar.text}`).join(", "),
          })}
        />
      ) : query.isLoading ? (
        <LoadingBlock />
      ) : null}
    </Paper>
  );
}
