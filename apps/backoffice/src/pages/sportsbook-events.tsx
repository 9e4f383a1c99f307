import { BOOK_EVENT_STATUSES, type operatorBookEventsPage } from "@croupier/contract/schemas/sportsbook-book";
import { Anchor, Button, Group, Select, Table, Text, TextInput } from "@mantine/core";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import type { z } from "zod";
import { api } from "../api/http.ts";
import { useHasPermission } from "../api/permissions.ts";
import { Notice } from "../components/notice.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { QueryTable } from "../components/query-table.tsx";
import { formatDateTime } from "../format.ts";
import { t } from "../i18n/messages.ts";
import {
  competitionOptions,
  type EditableEvent,
  EventDialog,
  EventStatusBadge,
  eventStatusLabel,
  useSports,
} from "./sportsbook-event-dialog.tsx";

// The book's events for traders, soonest start first: filtered by sport, competition, status and
// day; an event opens on its own page (markets, prices, results); a trader creates and edits them.

type EventsPage = z.infer<typeof operatorBookEventsPage>;

const PAGE_SIZE = 50;

/** The start window [from, to) of `day` ("YYYY-MM-DD") in the operator's local calendar, as ISO instants. */
export function dayWindow(day: string): { from: string; to: string } {
  const [year, month, date] = day.split("-").map(Number);
  const start = new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1);
  const end = new Date(start);
  end.setDate(end.getDate() + 1);
  return { from: start.toISOString(), to: end.toISOString() };
}

export function SportsbookEventsPage() {
  const queryClient = useQueryClient();
  const canTrade = useHasPermission("sportsbook.trade");
  const sports = useSports();
  const [sport, setSport] = useState<string | null>(null);
  const [competition, setCompetition] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [day, setDay] = useState("");
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<{ editing: EditableEvent | null } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  // Every filter is the API's: the pages and their count are of the events filtered.
  const search = new URLSearchParams({ page: String(page), per_page: String(PAGE_SIZE) });
  if (sport) search.set("sport_id", sport);
  if (competition) search.set("competition_id", competition);
  if (status) search.set("status", status);
  if (day) {
    const { from, to } = dayWindow(day);
    search.set("from", from);
    search.set("to", to);
  }
  const query = useQuery({
    queryKey: ["sportsbook-events", sport, competition, status, day, page],
    queryFn: () => api<EventsPage>(`/api/operator/sportsbook/events?${search}`),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.data ?? [];
  const total = query.data?.pagination.total_count ?? 0;
  const pages = Math.max(1, Math.ceil(total / PAGE_SIZE));

  return (
    <>
      <PageHeader title={t("sportsbook.eventsTitle")} lead={t("sportsbook.eventsLead")}>
        {canTrade ? <Button onClick={() => setDialog({ editing: null })}>{t("sportsbook.newEvent")}</Button> : null}
      </PageHeader>
      <Notice message={notice} />
      <Group gap="sm" mb="md" align="flex-end">
        <Select
          label={t("sportsbook.sport")}
          placeholder={t("sportsbook.all")}
          data={(sports.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
          value={sport}
          onChange={(value) => {
            setSport(value);
            setCompetition(null);
            setPage(1);
          }}
          clearable
          w={180}
        />
        <Select
          label={t("sportsbook.competition")}
          placeholder={t("sportsbook.all")}
          data={competitionOptions(sports.data ?? [], sport)}
          value={competition}
          onChange={(value) => {
            setCompetition(value);
            setPage(1);
          }}
          clearable
          searchable
          nothingFoundMessage={t("table.empty")}
          w={240}
        />
        <Select
          label={t("sportsbook.status")}
          placeholder={t("sportsbook.all")}
          data={BOOK_EVENT_STATUSES.map((value) => ({ value, label: eventStatusLabel(value) }))}
          value={status}
          onChange={(value) => {
            setStatus(value);
            setPage(1);
          }}
          clearable
          w={160}
        />
        <TextInput
          type="date"
          label={t("sportsbook.day")}
          value={day}
          onChange={(event) => {
            setDay(event.currentTarget.value);
            setPage(1);
          }}
          w={170}
        />
      </Group>
      <QueryTable
        query={query}
        empty={rows.length === 0}
        caption={t("sportsbook.eventsTitle")}
        minWidth={820}
        highlightOnHover
        busy={query.isFetching}
        head={
          <>
            <Table.Th scope="col">{t("sportsbook.start")}</Table.Th>
            <Table.Th scope="col">{t("sportsbook.event")}</Table.Th>
            <Table.Th scope="col">{t("sportsbook.competition")}</Table.Th>
            <Table.Th scope="col">{t("sportsbook.status")}</Table.Th>
            <Table.Th scope="col">{t("sportsbook.marketsHeader")}</Table.Th>
            <Table.Th scope="col">{t("sportsbook.openBetsHeader")}</Table.Th>
            {canTrade ? (
              <Table.Th scope="col">
                <span className="visually-hidden">{t("sportsbook.actions")}</span>
              </Table.Th>
            ) : null}
          </>
        }
        footer={
          pages > 1 ? (
            <Group justify="flex-end" p="sm" gap="sm">
              <Button variant="default" size="xs" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                {t("table.previous")}
              </Button>
              <Text size="sm">{t("sportsbook.pageOf", { page, pages })}</Text>
              <Button variant="default" size="xs" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                {t("table.next")}
              </Button>
            </Group>
          ) : null
        }
      >
        {rows.map((event) => (
          <Table.Tr key={event.id}>
            <Table.Td>
              <Text size="sm">{formatDateTime(event.start_at)}</Text>
            </Table.Td>
            <Table.Td>
              <Anchor component={Link} to={`/sportsbook/events/${event.id}`} size="sm" fw={600} c="indigo.8">
                {event.name}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{event.competition.name}</Text>
              <Text size="xs" c="gray.7">
                {event.sport.name}
              </Text>
            </Table.Td>
            <Table.Td>
              <EventStatusBadge status={event.status} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">
                {t("sportsbook.marketsCount", { unsettled: event.unsettled_markets, all: event.market_count })}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{event.open_bets}</Text>
            </Table.Td>
            {canTrade ? (
              <Table.Td>
                <Button
                  variant="subtle"
                  size="xs"
                  onClick={() => setDialog({ editing: event })}
                  aria-label={t("sportsbook.editEventNamed", { name: event.name })}
                >
                  {t("sportsbook.edit")}
                </Button>
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </QueryTable>
      <EventDialog
        opened={dialog !== null}
        editing={dialog?.editing ?? null}
        onClose={() => setDialog(null)}
        onSaved={(saved) => {
          setNotice(t(dialog?.editing ? "sportsbook.eventSaved" : "sportsbook.eventCreated", { name: saved.name }));
          setDialog(null);
          queryClient.invalidateQueries({ queryKey: ["sportsbook-events"] });
        }}
      />
    </>
  );
}
