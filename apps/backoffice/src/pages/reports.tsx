import type {
  GgrGroup,
  GgrReport,
  GgrReportRow,
  HarmMarker,
  HarmMarkers,
  PaymentsGroup,
  PaymentsReport,
  PaymentsReportRow,
} from "@croupier/contract/schemas/operator-reports";
import { Anchor, Button, Group, List, Paper, Select, Stack, Table, Tabs, Text, TextInput, Title } from "@mantine/core";
import { keepPreviousData, type UseQueryResult, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { useCurrencies } from "../api/currencies.ts";
import { api } from "../api/http.ts";
import { BarChart } from "../components/bar-chart.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { EmptyBlock, LoadError, LoadingBlock } from "../components/query-state.tsx";
import { QueryTable } from "../components/query-table.tsx";
import { daysBetween, isValidRange, last30Days } from "../days.ts";
import { formatMoney } from "../format.ts";
import { locale, type MessageKey, t } from "../i18n/messages.ts";

// The lists are this page's own (not the contract's GGR_GROUPS, PAYMENTS_GROUPS): a value import would bring zod.
const GGR_GROUPS: GgrGroup[] = ["day", "game", "provider"];
const PAYMENTS_GROUPS: PaymentsGroup[] = ["day", "method"];
const REPORTS = ["games", "payments"] as const;
type ReportName = (typeof REPORTS)[number];

type Currencies = ReturnType<typeof useCurrencies>;
const dayLabel = new Intl.DateTimeFormat(locale, { day: "numeric", month: "short", timeZone: "UTC" });
const money = (cents: number, currency: string, currencies: Currencies) => formatMoney(cents, currency, currencies);
const nowrap = { whiteSpace: "nowrap" } as const;

/** Sums `fields` of `rows` per `keyOf` (a currency, or a currency and direction), in first-seen order. */
function totalsOf<Row, Field extends keyof Row>(
  rows: readonly Row[],
  keyOf: (row: Row) => string,
  fields: readonly Field[],
): { key: string; first: Row; sums: Record<Field, number> }[] {
  const totals = new Map<string, { key: string; first: Row; sums: Record<Field, number> }>();
  for (const row of rows) {
    const key = keyOf(row);
    const total = totals.get(key) ?? { key, first: row, sums: {} as Record<Field, number> };
    for (const field of fields) total.sums[field] = (total.sums[field] ?? 0) + Number(row[field] ?? 0);
    totals.set(key, total);
  }
  return [...totals.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}

/**
 * The reports over chosen UTC days, in one currency or all, each downloadable as the API's CSV:
 * games (GGR, RTP, and by day bonus cost and NGR with a chart of NGR per day) grouped by day, game
 * or provider, and payments (deposits and withdrawals per method) by day or over the period. The
 * chosen report is in the address (`?report=payments`).
 */
export function ReportsPage() {
  const currencies = useCurrencies();
  const [search, setSearch] = useSearchParams();
  const report: ReportName = search.get("report") === "payments" ? "payments" : "games";
  const [range, setRange] = useState(() => last30Days(new Date()));
  const [ggrGroup, setGgrGroup] = useState<GgrGroup>("day");
  const [paymentsGroup, setPaymentsGroup] = useState<PaymentsGroup>("day");
  const [currency, setCurrency] = useState("");
  const valid = isValidRange(range.from, range.to);
  const group = report === "games" ? ggrGroup : paymentsGroup;
  const params = new URLSearchParams({ from: range.from, to: range.to, group });
  if (currency) params.set("currency", currency);
  const path = report === "games" ? "ggr" : "payments";

  return (
    <>
      <PageHeader title={t("reports.title")} lead={t("reports.lead")} />
      <Tabs
        value={report}
        onChange={(value) => setSearch(value === "payments" ? { report: "payments" } : {}, { replace: true })}
        keepMounted={false}
        mb="md"
      >
        <Tabs.List>
          {REPORTS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`reports.tab.${name}` as MessageKey)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <Paper withBorder radius="md" p="md" mb="md">
        <Group align="flex-end" gap="md">
          <TextInput
            type="date"
            label={t("reports.from")}
            value={range.from}
            max={range.to}
            onChange={(event) => setRange({ ...range, from: event.currentTarget.value })}
            w={170}
          />
          <TextInput
            type="date"
            label={t("reports.to")}
            value={range.to}
            min={range.from}
            onChange={(event) => setRange({ ...range, to: event.currentTarget.value })}
            w={170}
          />
          {report === "games" ? (
            <GroupSelect groups={GGR_GROUPS} value={ggrGroup} onChange={setGgrGroup} />
          ) : (
            <GroupSelect groups={PAYMENTS_GROUPS} value={paymentsGroup} onChange={setPaymentsGroup} />
          )}
          <Select
            label={t("reports.currency")}
            data={[
              { value: "", label: t("reports.currency.all") },
              ...currencies
                .filter((entry) => entry.code !== "FUN")
                .map((entry) => ({ value: entry.code, label: entry.code })),
            ]}
            value={currency}
            onChange={(value) => setCurrency(value ?? "")}
            allowDeselect={false}
            w={170}
          />
          <Button
            component="a"
            href={valid ? `/api/operator/reports/${path}.csv?${params}` : undefined}
            download
            variant="light"
            disabled={!valid}
          >
            {t("reports.csv")}
          </Button>
        </Group>
        {valid ? null : (
          <Text c="red.8" size="sm" mt="sm" role="alert">
            {t("reports.invalidRange")}
          </Text>
        )}
      </Paper>
      {report === "games" ? (
        <GamesReport params={params} valid={valid} currencies={currencies} currency={currency} range={range} />
      ) : (
        <PaymentsReportTable params={params} valid={valid} currencies={currencies} />
      )}
    </>
  );
}

interface ReportProps {
  params: URLSearchParams;
  valid: boolean;
  currencies: Currencies;
}

/** A report's rows for the filters; the last answer stays on screen while the next one loads. */
function useReportQuery<T extends { data: unknown[] }>(
  report: "ggr" | "payments",
  params: URLSearchParams,
  valid: boolean,
) {
  return useQuery({
    queryKey: [`${report}-report`, params.toString()],
    queryFn: () => api<T>(`/api/operator/reports/${report}?${params}`),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
}

/** What a report shows instead of its table: the error, the loading block, or "nothing" for no rows. */
function ReportState({ query }: { query: UseQueryResult<{ data: unknown[] }> }) {
  if (query.isError) return <LoadError error={query.error} onRetry={() => query.refetch()} />;
  if (query.isLoading) return <LoadingBlock />;
  return query.data ? <EmptyBlock /> : null;
}

/** GGR, RTP and rounds; by day also bonus cost and NGR, a totals row per currency and a chart of NGR. */
function GamesReport({
  params,
  valid,
  currencies,
  currency,
  range,
}: ReportProps & { currency: string; range: { from: string; to: string } }) {
  const query = useReportQuery<GgrReport>("ggr", params, valid);
  const data = query.data;
  if (query.isError || !data || data.data.length === 0) return <ReportState query={query} />;
  const rows = data.data;
  const byDay = data.group === "day";
  const totals = totalsOf(rows, (row) => row.currency, [
    "bets_cents",
    "wins_cents",
    "ggr_cents",
    "rounds",
    "bonus_cost_cents",
    "ngr_cents",
  ] as const satisfies readonly (keyof GgrReportRow)[]);
  const codes = totals.map((total) => total.key);
  const chartCurrency = currency || (codes.length === 1 ? codes[0] : undefined);
  const numeric = (label: MessageKey) => (
    <Table.Th scope="col" ta="right">
      {t(label)}
    </Table.Th>
  );
  return (
    <Stack gap="md">
      {byDay ? <NgrChart rows={rows} currency={chartCurrency} range={range} currencies={currencies} /> : null}
      <Paper withBorder radius="md">
        {/* Focusable, so the keyboard can scroll it where it is wider than the window. */}
        <Table.ScrollContainer
          minWidth={byDay ? 900 : 680}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={t("reports.tab.games")}
        >
          <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-busy={query.isFetching}>
            <Table.Caption className="visually-hidden">{t("reports.tab.games")}</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t(`reports.key.${data.group}` as MessageKey)}</Table.Th>
                <Table.Th scope="col">{t("reports.currency")}</Table.Th>
                {numeric("reports.bets")}
                {numeric("reports.wins")}
                {numeric("reports.ggr")}
                {numeric("reports.rtp")}
                {numeric("reports.rounds")}
                {byDay ? numeric("reports.bonusCost") : null}
                {byDay ? numeric("reports.ngr") : null}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={`${row.key} ${row.currency}`}>
                  <Table.Td style={byDay ? nowrap : { overflowWrap: "anywhere" }}>{row.key}</Table.Td>
                  <Table.Td>{row.currency}</Table.Td>
                  <Table.Td ta="right" style={nowrap}>
                    {money(row.bets_cents, row.currency, currencies)}
                  </Table.Td>
                  <Table.Td ta="right" style={nowrap}>
                    {money(row.wins_cents, row.currency, currencies)}
                  </Table.Td>
                  <Table.Td ta="right" fw={600} style={nowrap}>
                    {money(row.ggr_cents, row.currency, currencies)}
                  </Table.Td>
                  <Table.Td ta="right">{row.rtp_percent === null ? "—" : `${row.rtp_percent.toFixed(2)} %`}</Table.Td>
                  <Table.Td ta="right">{row.rounds}</Table.Td>
                  {byDay ? (
                    <Table.Td ta="right" style={nowrap}>
                      {money(row.bonus_cost_cents ?? 0, row.currency, currencies)}
                    </Table.Td>
                  ) : null}
                  {byDay ? (
                    <Table.Td ta="right" fw={600} style={nowrap}>
                      {money(row.ngr_cents ?? 0, row.currency, currencies)}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tbody>
            <Table.Tfoot>
              {totals.map(({ key, sums }) => (
                <Table.Tr key={key} fw={700} bg="gray.1">
                  <Table.Th scope="row">{t("reports.total")}</Table.Th>
                  <Table.Td>{key}</Table.Td>
                  <Table.Td ta="right" style={nowrap}>
                    {money(sums.bets_cents, key, currencies)}
                  </Table.Td>
                  <Table.Td ta="right" style={nowrap}>
                    {money(sums.wins_cents, key, currencies)}
                  </Table.Td>
                  <Table.Td ta="right" style={nowrap}>
                    {money(sums.ggr_cents, key, currencies)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {sums.bets_cents === 0 ? "—" : `${((sums.wins_cents * 100) / sums.bets_cents).toFixed(2)} %`}
                  </Table.Td>
                  <Table.Td ta="right">{sums.rounds}</Table.Td>
                  {byDay ? (
                    <Table.Td ta="right" style={nowrap}>
                      {money(sums.bonus_cost_cents, key, currencies)}
                    </Table.Td>
                  ) : null}
                  {byDay ? (
                    <Table.Td ta="right" style={nowrap}>
                      {money(sums.ngr_cents, key, currencies)}
                    </Table.Td>
                  ) : null}
                </Table.Tr>
              ))}
            </Table.Tfoot>
          </Table>
        </Table.ScrollContainer>
      </Paper>
    </Stack>
  );
}

/** NGR per day of the period in one currency (every day a bar, zero without figures). */
function NgrChart({
  rows,
  currency,
  range,
  currencies,
}: {
  rows: readonly GgrReportRow[];
  currency: string | undefined;
  range: { from: string; to: string };
  currencies: Currencies;
}) {
  const titleId = "reports-ngr-chart";
  if (!currency) {
    return (
      <Text size="sm" c="dimmed">
        {t("reports.chartPickCurrency")}
      </Text>
    );
  }
  const byDay = new Map(rows.filter((row) => row.currency === currency).map((row) => [row.key, row.ngr_cents ?? 0]));
  const bars = daysBetween(range.from, range.to).map((day) => {
    const cents = byDay.get(day) ?? 0;
    return {
      label: dayLabel.format(new Date(`${day}T00:00:00Z`)),
      value: cents,
      text: money(cents, currency, currencies),
    };
  });
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t("reports.chartTitle", { currency })}
      </Title>
      <BarChart
        bars={bars}
        label={t("reports.chartLabel", {
          currency,
          from: range.from,
          to: range.to,
          summary: bars.map((bar) => `${bar.label} ${bar.text}`).join(", "),
        })}
      />
    </Paper>
  );
}

const PAYMENT_SUMS = [
  "succeeded_count",
  "succeeded_cents",
  "pending_count",
  "pending_cents",
  "failed_count",
  "canceled_count",
] as const satisfies readonly (keyof PaymentsReportRow)[];

/** Deposits and withdrawals per method (and day), with a totals row per currency and direction. */
function PaymentsReportTable({ params, valid, currencies }: ReportProps) {
  const query = useReportQuery<PaymentsReport>("payments", params, valid);
  const data = query.data;
  if (query.isError || !data || data.data.length === 0) return <ReportState query={query} />;
  const byDay = data.group === "day";
  const totals = totalsOf(data.data, (row) => `${row.currency} ${row.direction}`, PAYMENT_SUMS);
  const numeric = (label: MessageKey) => (
    <Table.Th scope="col" ta="right">
      {t(label)}
    </Table.Th>
  );
  const figures = (row: Pick<PaymentsReportRow, (typeof PAYMENT_SUMS)[number] | "currency">) => (
    <>
      <Table.Td ta="right">{row.succeeded_count}</Table.Td>
      <Table.Td ta="right" fw={600} style={nowrap}>
        {money(row.succeeded_cents, row.currency, currencies)}
      </Table.Td>
      <Table.Td ta="right">{row.pending_count}</Table.Td>
      <Table.Td ta="right" style={nowrap}>
        {money(row.pending_cents, row.currency, currencies)}
      </Table.Td>
      <Table.Td ta="right">{row.failed_count}</Table.Td>
      <Table.Td ta="right">{row.canceled_count}</Table.Td>
    </>
  );
  return (
    <Paper withBorder radius="md">
      <Table.ScrollContainer
        minWidth={980}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={t("reports.tab.payments")}
      >
        <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="sm" aria-busy={query.isFetching}>
          <Table.Caption className="visually-hidden">{t("reports.tab.payments")}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              {byDay ? <Table.Th scope="col">{t("reports.key.day")}</Table.Th> : null}
              <Table.Th scope="col">{t("reports.method")}</Table.Th>
              <Table.Th scope="col">{t("reports.currency")}</Table.Th>
              <Table.Th scope="col">{t("reports.direction")}</Table.Th>
              {numeric("reports.succeededCount")}
              {numeric("reports.succeededAmount")}
              {numeric("reports.pendingCount")}
              {numeric("reports.pendingAmount")}
              {numeric("reports.failedCount")}
              {numeric("reports.canceledCount")}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.data.map((row) => (
              <Table.Tr key={`${row.day} ${row.method} ${row.currency} ${row.direction}`}>
                {byDay ? <Table.Td style={nowrap}>{row.day}</Table.Td> : null}
                <Table.Td style={nowrap}>{row.method}</Table.Td>
                <Table.Td>{row.currency}</Table.Td>
                <Table.Td>{t(`reports.direction.${row.direction}` as MessageKey)}</Table.Td>
                {figures(row)}
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            {totals.map(({ key, first, sums }) => (
              <Table.Tr key={key} fw={700} bg="gray.1">
                <Table.Th scope="row" colSpan={byDay ? 2 : 1}>
                  {t("reports.total")}
                </Table.Th>
                <Table.Td>{first.currency}</Table.Td>
                <Table.Td>{t(`reports.direction.${first.direction}` as MessageKey)}</Table.Td>
                {figures({ ...sums, currency: first.currency })}
              </Table.Tr>
            ))}
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}

/** A marker's figures, amounts (`*_cents`) in the marker's currency. */
function figureLines(marker: HarmMarker, currencies: ReturnType<typeof useCurrencies>): string[] {
  return Object.entries(marker.figures).map(([name, value]) => {
    const key = `harm.figure.${name}` as MessageKey;
    const label = t(key) ?? name;
    const text =
      name.endsWith("_cents") && marker.currency ? formatMoney(value, marker.currency, currencies) : String(value);
    return `${label}: ${text}`;
  });
}

/** Compliance's list: players whose recent payments show markers of harm, with the figures behind each. */
export function HarmMarkersPage() {
  const currencies = useCurrencies();
  const query = useQuery({
    queryKey: ["harm-markers"],
    queryFn: () => api<HarmMarkers>("/api/operator/reports/harm_markers"),
  });
  const data = query.data;
  return (
    <>
      <PageHeader
        title={t("harm.title")}
        lead={t("harm.lead", {
          recent: data?.recent_from.slice(0, 10) ?? "…",
          to: data?.to.slice(0, 10) ?? "…",
        })}
      />
      <QueryTable
        query={query}
        empty={data?.data.length === 0}
        caption={t("harm.title")}
        minWidth={640}
        head={[t("harm.player"), t("harm.markers")]}
      >
        {(data?.data ?? []).map((player) => (
          <Table.Tr key={player.player_id} style={{ verticalAlign: "top" }}>
            <Table.Td maw={280}>
              <Anchor
                component={Link}
                to={`/players/${player.player_id}`}
                size="sm"
                c="indigo.8"
                aria-label={`${t("harm.open", { id: player.player_id })}: ${player.player_email}`}
                style={{ overflowWrap: "anywhere" }}
              >
                {player.player_email || `#${player.player_id}`}
              </Anchor>
              <Text size="xs" c="dimmed">
                #{player.player_id}
              </Text>
            </Table.Td>
            <Table.Td>
              <Stack gap="sm">
                {player.markers.map((marker) => (
                  <div key={`${marker.kind} ${marker.currency ?? ""}`}>
                    <Text size="sm" fw={600}>
                      {t(`harm.kind.${marker.kind}` as MessageKey)}
                      {marker.currency ? ` (${marker.currency})` : ""}
                    </Text>
                    <List size="xs" spacing={0}>
                      {figureLines(marker, currencies).map((line) => (
                        <List.Item key={line}>{line}</List.Item>
                      ))}
                    </List>
                  </div>
                ))}
              </Stack>
            </Table.Td>
          </Table.Tr>
        ))}
      </QueryTable>
    </>
  );
}

/** How a report's rows are grouped (by day, game, method…), of the groups that report knows. */
function GroupSelect<Group extends string>({
  groups,
  value,
  onChange,
}: {
  groups: readonly Group[];
  value: Group;
  onChange: (group: Group) => void;
}) {
  return (
    <Select
      label={t("reports.group")}
      data={groups.map((group) => ({ value: group, label: t(`reports.group.${group}` as MessageKey) }))}
      value={value}
      onChange={(next) => onChange((next ?? "day") as Group)}
      allowDeselect={false}
      w={150}
    />
  );
}
