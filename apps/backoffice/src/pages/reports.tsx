import type { GgrGroup, GgrReport, HarmMarker, HarmMarkers } from "@croupier/contract/schemas/operator-reports";
import { Anchor, Button, Group, List, Paper, Select, Stack, Table, Text, TextInput } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { useCurrencies } from "../api/currencies.ts";
import { api } from "../api/http.ts";
import { PageHeader } from "../components/page-header.tsx";
import { EmptyBlock, LoadError, LoadingBlock } from "../components/query-state.tsx";
import { isValidRange, last30Days } from "../days.ts";
import { formatMoney } from "../format.ts";
import { type MessageKey, t } from "../i18n/messages.ts";

const GROUPS: GgrGroup[] = ["day", "game", "provider"];

/**
 * GGR, bets, wins and RTP grouped by day, game or provider over chosen UTC days, in one currency
 * or all; the same query downloads as the API's CSV.
 */
export function ReportsPage() {
  const currencies = useCurrencies();
  const [range, setRange] = useState(() => last30Days(new Date()));
  const [group, setGroup] = useState<GgrGroup>("day");
  const [currency, setCurrency] = useState("");
  const valid = isValidRange(range.from, range.to);
  const params = new URLSearchParams({ from: range.from, to: range.to, group });
  if (currency) params.set("currency", currency);
  const query = useQuery({
    queryKey: ["ggr-report", params.toString()],
    queryFn: () => api<GgrReport>(`/api/operator/reports/ggr?${params}`),
    enabled: valid,
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.data ?? [];

  return (
    <>
      <PageHeader title={t("reports.title")} lead={t("reports.lead")} />
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
          <Select
            label={t("reports.group")}
            data={GROUPS.map((value) => ({ value, label: t(`reports.group.${value}` as MessageKey) }))}
            value={group}
            onChange={(value) => setGroup((value ?? "day") as GgrGroup)}
            allowDeselect={false}
            w={150}
          />
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
            href={valid ? `/api/operator/reports/ggr.csv?${params}` : undefined}
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
      {query.isError ? <LoadError error={query.error} onRetry={() => query.refetch()} /> : null}
      {query.isLoading ? (
        <LoadingBlock />
      ) : query.data && rows.length === 0 ? (
        <EmptyBlock />
      ) : query.data ? (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={680}>
            <Table striped highlightOnHover verticalSpacing="sm" horizontalSpacing="md" aria-busy={query.isFetching}>
              <Table.Caption className="visually-hidden">{t("reports.title")}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t(`reports.key.${query.data.group}` as MessageKey)}</Table.Th>
                  <Table.Th scope="col">{t("reports.currency")}</Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t("reports.bets")}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t("reports.wins")}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t("reports.ggr")}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t("reports.rtp")}
                  </Table.Th>
                  <Table.Th scope="col" ta="right">
                    {t("reports.rounds")}
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={`${row.key} ${row.currency}`}>
                    <Table.Td style={{ overflowWrap: "anywhere" }}>{row.key}</Table.Td>
                    <Table.Td>{row.currency}</Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                      {formatMoney(row.bets_cents, row.currency, currencies)}
                    </Table.Td>
                    <Table.Td ta="right" style={{ whiteSpace: "nowrap" }}>
                      {formatMoney(row.wins_cents, row.currency, currencies)}
                    </Table.Td>
                    <Table.Td ta="right" fw={600} style={{ whiteSpace: "nowrap" }}>
                      {formatMoney(row.ggr_cents, row.currency, currencies)}
                    </Table.Td>
                    <Table.Td ta="right">{row.rtp_percent === null ? "—" : `${row.rtp_percent.toFixed(2)} %`}</Table.Td>
                    <Table.Td ta="right">{row.rounds}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}
    </>
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
      {query.isError ? <LoadError error={query.error} onRetry={() => query.refetch()} /> : null}
      {query.isLoading ? (
        <LoadingBlock />
      ) : data && data.data.length === 0 ? (
        <EmptyBlock />
      ) : data ? (
        <Paper withBorder radius="md">
          <Table.ScrollContainer minWidth={640}>
            <Table striped verticalSpacing="sm" horizontalSpacing="md">
              <Table.Caption className="visually-hidden">{t("harm.title")}</Table.Caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("harm.player")}</Table.Th>
                  <Table.Th scope="col">{t("harm.markers")}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.data.map((player) => (
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
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Paper>
      ) : null}
    </>
  );
}
