import {
  BOOK_EVENT_STATUSES,
  BOOK_NAME_MAX,
  type BookEventStatus,
  type OperatorBookSport,
} from "@croupier/contract/schemas/sportsbook-book";
import { Modal, Select, SimpleGrid, Stack, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { api } from "../api/http.ts";
import { DialogButtons, FormAlert } from "../components/form-feedback.tsx";
import { StatusBadge } from "../components/status-badge.tsx";
import { type MessageKey, t } from "../i18n/messages.ts";
import {
  apiFieldErrors,
  DateTimeField,
  type FormErrors,
  isoToLocal,
  nextFullHour,
  requiredTime,
} from "./competition-form.tsx";

// An event of our book created or edited: its competition (on creation only: an event does not
// move between competitions), home and away (or a name, for an outright), start time and status.
// Cancelling an event voids its unsettled markets: the status field says so.

const EVENT_COLOURS: Record<BookEventStatus, string> = {
  scheduled: "indigo",
  started: "green",
  finished: "blue",
  cancelled: "red",
};

export const eventStatusLabel = (status: BookEventStatus) => t(`sportsbook.eventStatus.${status}` as MessageKey);

export function EventStatusBadge({ status }: { status: BookEventStatus }) {
  return <StatusBadge status={status} color={EVENT_COLOURS[status]} label={eventStatusLabel(status)} />;
}

export const SPORTS_KEY = ["sportsbook-sports"];

/** Every sport of the book with its competitions (active or not), for pickers and the sports page. */
export function useSports() {
  return useQuery({
    queryKey: SPORTS_KEY,
    queryFn: () => api<OperatorBookSport[]>("/api/operator/sportsbook/sports"),
  });
}

/** The competitions as picker options, grouped by sport. */
export function competitionOptions(sports: readonly OperatorBookSport[], sportId?: string | null) {
  return sports
    .filter((sport) => !sportId || String(sport.id) === sportId)
    .map((sport) => ({
      group: sport.name,
      items: sport.competitions.map((competition) => ({
        value: String(competition.id),
        label: competition.region ? `${competition.name} · ${competition.region}` : competition.name,
      })),
    }))
    .filter((group) => group.items.length > 0);
}

/** What the dialog edits of an event. */
export interface EditableEvent {
  id: number;
  name: string;
  home: string | null;
  away: string | null;
  start_at: string;
  status: BookEventStatus;
  competition: { id: number };
}

interface Draft {
  competition: string | null;
  home: string;
  away: string;
  name: string;
  start: string;
  status: BookEventStatus;
}

function draftOf(event: EditableEvent | null): Draft {
  if (!event) {
    return {
      competition: null,
      home: "",
      away: "",
      name: "",
      start: isoToLocal(new Date(nextFullHour().getTime() + 24 * 3_600_000)),
      status: "scheduled",
    };
  }
  return {
    competition: String(event.competition.id),
    home: event.home ?? "",
    away: event.away ?? "",
    // An event with home and away is named after them; only an outright has its own name.
    name: event.home && event.away ? "" : event.name,
    start: isoToLocal(new Date(event.start_at)),
    status: event.status,
  };
}

/** Fields this form shows an API error under; any other goes above the buttons. */
const SHOWN = new Set(["competition_id", "home", "away", "name", "start_at", "status"]);

export function EventDialog({
  opened,
  editing,
  onClose,
  onSaved,
}: {
  opened: boolean;
  /** The event to edit; null: a new one. */
  editing: EditableEvent | null;
  onClose: () => void;
  onSaved: (event: { id: number; name: string }) => void;
}) {
  const sports = useSports();
  const [draft, setDraft] = useState<Draft>(() => draftOf(editing));
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (change: Partial<Draft>) => setDraft((current) => ({ ...current, ...change }));

  useEffect(() => {
    if (!opened) return;
    setDraft(draftOf(editing));
    setErrors({});
  }, [opened, editing]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const local: FormErrors = {};
    if (!editing && !draft.competition) local.competition_id = t("error.required");
    const home = draft.home.trim();
    const away = draft.away.trim();
    const name = draft.name.trim();
    // Home and away together, or a name alone (an outright).
    if (!name && !home) local.home = t("sportsbook.homeOrName");
    if (!name && !away) local.away = t("sportsbook.homeOrName");
    const startAt = requiredTime(draft.start, "start_at", local);
    if (Object.keys(local).length > 0) {
      setErrors(local);
      return;
    }
    const teams = home && away ? { home, away, name: null } : { home: null, away: null, name };
    setErrors({});
    setBusy(true);
    try {
      const saved = await api<{ id: number; name: string }>(
        `/api/operator/sportsbook/events${editing ? `/${editing.id}` : ""}`,
        {
          method: editing ? "PATCH" : "POST",
          body: editing
            ? { ...teams, start_at: startAt, status: draft.status }
            : { competition_id: Number(draft.competition), ...teams, start_at: startAt, status: draft.status },
        },
      );
      onSaved(saved);
    } catch (failure) {
      setErrors(apiFieldErrors(failure));
    } finally {
      setBusy(false);
    }
  }

  const leftover = Object.entries(errors)
    .filter(([field]) => !SHOWN.has(field))
    .map(([field, message]) => (field === "base" ? message : `${field}: ${message}`))
    .join(" ");

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={editing ? t("sportsbook.editEventTitle", { name: editing.name }) : t("sportsbook.newEventTitle")}
      size="lg"
      closeButtonProps={{ "aria-label": t("common.cancel") }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {editing ? null : (
            <Select
              label={t("sportsbook.competition")}
              required
              searchable
              data={competitionOptions(sports.data ?? [])}
              value={draft.competition}
              onChange={(competition) => set({ competition })}
              nothingFoundMessage={t("table.empty")}
              error={errors.competition_id}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t("sportsbook.home")}
              maxLength={BOOK_NAME_MAX}
              value={draft.home}
              onChange={(event) => set({ home: event.currentTarget.value })}
              error={errors.home}
            />
            <TextInput
              label={t("sportsbook.away")}
              maxLength={BOOK_NAME_MAX}
              value={draft.away}
              onChange={(event) => set({ away: event.currentTarget.value })}
              error={errors.away}
            />
          </SimpleGrid>
          <TextInput
            label={t("sportsbook.eventName")}
            description={t("sportsbook.eventNameHint")}
            maxLength={BOOK_NAME_MAX * 2 + 3}
            value={draft.name}
            onChange={(event) => set({ name: event.currentTarget.value })}
            error={errors.name}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateTimeField
              label={t("sportsbook.startTime")}
              description={t("competition.localTime")}
              value={draft.start}
              onChange={(start) => set({ start })}
              error={errors.start_at}
            />
            <Select
              label={t("sportsbook.status")}
              description={draft.status === "cancelled" ? t("sportsbook.cancelHint") : undefined}
              data={BOOK_EVENT_STATUSES.map((value) => ({ value, label: eventStatusLabel(value) }))}
              value={draft.status}
              onChange={(status) => set({ status: (status as BookEventStatus | null) ?? "scheduled" })}
              allowDeselect={false}
              error={errors.status}
            />
          </SimpleGrid>
          <FormAlert message={leftover || undefined} />
          <DialogButtons
            submitLabel={t(editing ? "sportsbook.saveEvent" : "sportsbook.createEvent")}
            busy={busy}
            onCancel={onClose}
          />
        </Stack>
      </form>
    </Modal>
  );
}
