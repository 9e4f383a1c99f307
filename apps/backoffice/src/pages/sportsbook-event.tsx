import type {
  BookMarketStatus,
  OperatorBookEvent,
  OperatorBookMarket,
} from "@croupier/contract/schemas/sportsbook-book";
import { Anchor, Button, Group, Paper, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link, useParams } from "react-router";
import { useCurrencies } from "../api/currencies.ts";
import { api } from "../api/http.ts";
import { useHasPermission } from "../api/permissions.ts";
import { FormAlert } from "../components/form-feedback.tsx";
import { Notice } from "../components/notice.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { LoadError, LoadingBlock } from "../components/query-state.tsx";
import { StatusBadge } from "../components/status-badge.tsx";
import { formatDateTime, formatMoney } from "../format.ts";
import { type MessageKey, t } from "../i18n/messages.ts";
import { EventDialog, EventStatusBadge } from "./sportsbook-event-dialog.tsx";
import { MarketDialog } from "./sportsbook-market-dialog.tsx";
import { PriceDialog, type PricedSelection } from "./sportsbook-price-dialog.tsx";
import { betsText, ResultsDialog, resultLabel } from "./sportsbook-results-dialog.tsx";

// One event of our book, for traders: its markets with their selections, prices and what the
// book stands to pay on each (liability); a price edited (with its history), a market suspended
// or reopened, its results entered (which settles it), a settled market resettled.

const MARKET_COLOURS: Record<BookMarketStatus, string> = {
  open: "green",
  suspended: "yellow",
  settled: "blue",
  void: "gray",
};

export function MarketStatusBadge({ status }: { status: BookMarketStatus }) {
  return (
    <StatusBadge
      status={status}
      color={MARKET_COLOURS[status]}
      label={t(`sportsbook.marketStatus.${status}` as MessageKey)}
    />
  );
}

export const eventKey = (id: string | number | undefined) => ["sportsbook-event", String(id)];

export function SportsbookEventPage() {
  const { id } = useParams();
  const queryClient = useQueryClient();
  const canTrade = useHasPermission("sportsbook.trade");
  const event = useQuery({
    queryKey: eventKey(id),
    queryFn: () => api<OperatorBookEvent>(`/api/operator/sportsbook/events/${encodeURIComponent(id ?? "")}`),
  });
  const [notice, setNotice] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [addingMarket, setAddingMarket] = useState(false);
  const [pricing, setPricing] = useState<PricedSelection | null>(null);
  const [settling, setSettling] = useState<{ market: OperatorBookMarket; resettle: boolean } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: eventKey(id) });
  const done = (message: string) => {
    setNotice(message);
    refresh();
  };

  if (event.isLoading) return <LoadingBlock />;
  if (!event.data) return event.isError ? <LoadError error={event.error} onRetry={() => event.refetch()} /> : null;
  const data = event.data;

  return (
    <>
      <Anchor component={Link} to="/sportsbook/events" size="sm" mb="xs" display="inline-block">
        {t("sportsbook.backToEvents")}
      </Anchor>
      <PageHeader
        title={data.name}
        lead={t("sportsbook.eventLead", {
          sport: data.sport.name,
          competition: data.competition.name,
          start: formatDateTime(data.start_at),
        })}
      >
        <Group gap="sm">
          <EventStatusBadge status={data.status} />
          {canTrade ? (
            <>
              <Button variant="default" onClick={() => setEditing(true)}>
                {t("sportsbook.editEvent")}
              </Button>
              <Button onClick={() => setAddingMarket(true)}>{t("sportsbook.newMarket")}</Button>
            </>
          ) : null}
        </Group>
      </PageHeader>
      {event.isError ? <LoadError error={event.error} onRetry={() => event.refetch()} /> : null}
      <Notice message={notice} />
      <Text size="sm" mb="md">
        {t("sportsbook.eventCounts", { bets: data.open_bets, markets: data.unsettled_markets })}
      </Text>
      {data.markets.length === 0 ? (
        <Paper withBorder radius="md" p="lg">
          <Text c="dimmed" ta="center">
            {t("sportsbook.noMarkets")}
          </Text>
        </Paper>
      ) : (
        <Stack gap="lg">
          {data.markets.map((market) => (
            <MarketCard
              key={market.id}
              market={market}
              canTrade={canTrade}
              onPrice={(selection) => setPricing({ ...selection, market_name: market.name })}
              onSettle={(resettle) => setSettling({ market, resettle })}
              onDone={done}
            />
          ))}
        </Stack>
      )}
      <EventDialog
        opened={editing}
        editing={data}
        onClose={() => setEditing(false)}
        onSaved={(saved) => {
          setEditing(false);
          done(t("sportsbook.eventSaved", { name: saved.name }));
        }}
      />
      <MarketDialog
        event={addingMarket ? data : null}
        onClose={() => setAddingMarket(false)}
        onSaved={(message) => {
          setAddingMarket(false);
          done(message);
        }}
      />
      <PriceDialog
        selection={pricing}
        onClose={() => setPricing(null)}
        onSaved={(message) => {
          queryClient.invalidateQueries({ queryKey: ["sportsbook-price-history", pricing?.id] });
          setPricing(null);
          done(message);
        }}
      />
      <ResultsDialog
        market={settling?.market ?? null}
        resettle={settling?.resettle ?? false}
        onClose={() => setSettling(null)}
        onDone={(_, message) => {
          setSettling(null);
          done(message);
        }}
      />
    </>
  );
}

/** The liability of a selection: per currency, what its open bets would return if it won. */
function Liability({ rows }: { rows: OperatorBookMarket["selections"][number]["liability"] }) {
  const currencies = useCurrencies();
  if (rows.length === 0) return <Text size="sm">—</Text>;
  return (
    <Stack gap={0}>
      {rows.map((row) => (
        <Text size="sm" key={row.currency}>
          {t("sportsbook.liabilityLine", {
            bets: betsText(row.bets),
            stake: formatMoney(row.stake_cents, row.currency, currencies),
            payout: formatMoney(row.potential_return_cents, row.currency, currencies),
          })}
        </Text>
      ))}
    </Stack>
  );
}

function MarketCard({
  market,
  canTrade,
  onPrice,
  onSettle,
  onDone,
}: {
  market: OperatorBookMarket;
  canTrade: boolean;
  onPrice: (selection: { id: number; name: string; price: string }) => void;
  onSettle: (resettle: boolean) => void;
  onDone: (message: string) => void;
}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headingId = `market-${market.id}`;
  const settled = market.status === "settled" || market.status === "void";

  async function setStatus(status: "open" | "suspended") {
    setBusy(true);
    setError(null);
    try {
      await api(`/api/operator/sportsbook/markets/${market.id}`, { method: "PATCH", body: { status } });
      onDone(t(status === "open" ? "sportsbook.reopened" : "sportsbook.suspended", { market: market.name }));
    } catch (failure) {
      setError((failure as { message?: string }).message ?? t("error.generic"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Group justify="space-between" align="flex-start" mb="sm" gap="sm">
        <Stack gap={2}>
          <Group gap="xs">
            <Title order={2} size="h4" id={headingId}>
              {market.name}
              {market.line ? ` (${market.line})` : ""}
            </Title>
            <MarketStatusBadge status={market.status} />
          </Group>
          <Text size="sm" c="gray.7">
            {settled && market.settled_at
              ? t("sportsbook.settledAt", { at: formatDateTime(market.settled_at) })
              : t("sportsbook.openBets", { count: market.open_bets })}
          </Text>
        </Stack>
        {canTrade ? (
          <Group gap="xs">
            {market.status === "open" ? (
              <Button
                variant="default"
                size="xs"
                loading={busy}
                onClick={() => setStatus("suspended")}
                aria-label={t("sportsbook.suspendMarket", { market: market.name })}
              >
                {t("sportsbook.suspend")}
              </Button>
            ) : null}
            {market.status === "suspended" ? (
              <Button
                variant="default"
                size="xs"
                loading={busy}
                onClick={() => setStatus("open")}
                aria-label={t("sportsbook.reopenMarket", { market: market.name })}
              >
                {t("sportsbook.reopen")}
              </Button>
            ) : null}
            {settled ? (
              <Button
                variant="default"
                size="xs"
                onClick={() => onSettle(true)}
                aria-label={t("sportsbook.resettleMarket", { market: market.name })}
              >
                {t("sportsbook.resettle")}
              </Button>
            ) : (
              <Button
                size="xs"
                onClick={() => onSettle(false)}
                aria-label={t("sportsbook.resultsMarket", { market: market.name })}
              >
                {t("sportsbook.enterResults")}
              </Button>
            )}
          </Group>
        ) : null}
      </Group>
      <FormAlert message={error} />
      <Table.ScrollContainer minWidth={560}>
        <Table striped verticalSpacing="xs" horizontalSpacing="md">
          <Table.Caption className="visually-hidden">
            {t("sportsbook.selectionsOf", { market: market.name })}
          </Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t("sportsbook.selection")}</Table.Th>
              <Table.Th scope="col">{t("sportsbook.price")}</Table.Th>
              <Table.Th scope="col">{t("sportsbook.liability")}</Table.Th>
              <Table.Th scope="col">{t("sportsbook.result")}</Table.Th>
              {canTrade ? (
                <Table.Th scope="col">
                  <span className="visually-hidden">{t("sportsbook.actions")}</span>
                </Table.Th>
              ) : null}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {market.selections.map((selection) => (
              <Table.Tr key={selection.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {selection.name}
                  </Text>
                  {selection.active ? null : (
                    <Text size="xs" c="gray.7">
                      {t("sportsbook.withdrawn")}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="sm" className="mono" data-testid={`price-${selection.id}`}>
                    {selection.price}
                  </Text>
                </Table.Td>
                <Table.Td>
                  <Liability rows={selection.liability} />
                </Table.Td>
                <Table.Td>
                  <Text size="sm">
                    {selection.result ? resultLabel(selection.result) : "—"}
                    {selection.dead_heat_factor ? ` (${selection.dead_heat_factor})` : ""}
                  </Text>
                </Table.Td>
                {canTrade ? (
                  <Table.Td>
                    {settled ? null : (
                      <Button
                        variant="subtle"
                        size="xs"
                        onClick={() => onPrice(selection)}
                        aria-label={t("sportsbook.editPriceOf", { selection: selection.name })}
                      >
                        {t("sportsbook.editPrice")}
                      </Button>
                    )}
                  </Table.Td>
                ) : null}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
