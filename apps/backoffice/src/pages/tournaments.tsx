import type { OperatorGame } from "@croupier/contract/schemas/operator-catalog";
import type {
  OperatorTournamentPlayer,
  OperatorTournament as Tournament,
} from "@croupier/contract/schemas/tournaments";
import { Button, Group, MultiSelect, NumberInput, Select, SimpleGrid, Stack, Switch, TextInput } from "@mantine/core";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useMemo, useState } from "react";
import { parseMinorUnits } from "../amount.ts";
import { useCurrencies } from "../api/currencies.ts";
import { api } from "../api/http.ts";
import { SimpleTable } from "../components/simple-table.tsx";
import { formatDateTime, formatMoney } from "../format.ts";
import { type MessageKey, t } from "../i18n/messages.ts";
import { CompetitionDialog, useCompetitionDraft } from "./competition-dialog.tsx";
import {
  CurrencyField,
  checkTranslations,
  DateTimeField,
  emptyTranslations,
  Fact,
  type FormErrors,
  isoToLocal,
  minorToText,
  newPrize,
  nextFullHour,
  Period,
  type PrizeDraft,
  PrizeList,
  prizesBody,
  requiredTime,
  SHARED_FIELDS,
  translationsBody,
  unitsOf,
} from "./competition-form.tsx";
import {
  budgetColumn,
  CompetitionDrawer,
  DrawerRows,
  DrawerSection,
  leftoverErrors,
  PlayerLink,
  StatusFacts,
  useDrawerRows,
} from "./competition-list.tsx";
import { CompetitionPage } from "./competition-page.tsx";

// Tournaments: the list by state, a tournament's details (prizes, the whole leaderboard), scheduling
// a new one, editing one before it starts, and cancelling one. A tournament cannot be paused: the
// platform has no such state (scoring runs over the whole period; see README).

const STATUSES = ["new", "started", "ended", "canceled"] as const;
const STRATEGIES = ["bet", "win", "rate", "spin", "points"] as const;
const strategyLabel = (strategy: string) => t(`promotions.strategy.${strategy}` as MessageKey);

/** The latest tournaments (up to 100), of every state or one. */
export function TournamentsPage() {
  return (
    <CompetitionPage<Tournament>
      resource="tournaments"
      statuses={STATUSES}
      pageSize={null}
      columns={(currencies) => [
        {
          id: "period",
          header: t("promotions.period"),
          cell: ({ row }) => <Period start={row.original.start_at} end={row.original.end_at} />,
        },
        budgetColumn<Tournament>(currencies),
        { id: "strategy", header: t("promotions.strategy"), cell: ({ row }) => strategyLabel(row.original.strategy) },
      ]}
      cancelLead={() => t("tournaments.cancelLead")}
      // Only a scheduled tournament that has not started yet can still be edited.
      editable={(row) => row.status === "new" && new Date(row.start_at) > new Date()}
      drawer={(tournament, onClose) => <TournamentDrawer tournament={tournament} onClose={onClose} />}
      form={(props) => <CreateTournament {...props} />}
    />
  );
}

function TournamentDrawer({ tournament, onClose }: { tournament: Tournament | null; onClose: () => void }) {
  const currencies = useCurrencies();
  const players = useDrawerRows<OperatorTournamentPlayer>("tournaments", "players", tournament?.id);
  const money = (cents: number) => formatMoney(cents, tournament?.currency ?? "", currencies);
  return (
    <CompetitionDrawer
      competition={tournament}
      onClose={() => {
        players.reset();
        onClose();
      }}
    >
      {(tournament) => (
        <>
          <Stack gap={6}>
            <StatusFacts competition={tournament} />
            <Fact label={t("competition.starts")}>{formatDateTime(tournament.start_at)}</Fact>
            <Fact label={t("competition.ends")}>{formatDateTime(tournament.end_at)}</Fact>
            <Fact label={t("competition.identifier")}>{tournament.frontend_identifier}</Fact>
            <Fact label={t("competition.currency")}>{tournament.currency}</Fact>
            <Fact label={t("promotions.strategy")}>{strategyLabel(tournament.strategy)}</Fact>
            <Fact label={t("tournaments.betRange")}>
              {tournament.max_bet_cents === null
                ? t("tournaments.betFrom", { min: money(tournament.min_bet_cents) })
                : t("tournaments.betBetween", {
                    min: money(tournament.min_bet_cents),
                    max: money(tournament.max_bet_cents),
                  })}
            </Fact>
            <Fact label={t("tournaments.roundsCounted")}>
              {tournament.games_taken_limit === 0
                ? t("tournaments.allRounds")
                : t("tournaments.firstRounds", { count: tournament.games_taken_limit })}
            </Fact>
            <Fact label={t("tournaments.confirmation")}>
              {tournament.user_confirmation_required ? t("common.yes") : t("common.no")}
            </Fact>
            <Fact label={t("tournaments.games")}>{tournament.games.map((game) => game.title).join(", ") || "—"}</Fact>
          </Stack>
          <DrawerSection title={t("competition.prizes")}>
            <PrizeList prizes={tournament.prizes} currency={tournament.currency} currencies={currencies} />
          </DrawerSection>
          <DrawerSection title={t("tournaments.leaderboard")}>
            <DrawerRows rows={players}>
              <SimpleTable
                caption={t("tournaments.leaderboard")}
                minWidth={480}
                rows={players.rows}
                rowKey={(row) => row.player_id}
                columns={[
                  { header: t("competition.placeHeader"), cell: (row) => row.place ?? "—" },
                  {
                    header: t("competition.player"),
                    cell: (row) => <PlayerLink player={row} fallback={row.nickname} />,
                  },
                  { header: t("tournaments.score"), cell: (row) => scoreOf(row, tournament, money) },
                  { header: t("tournaments.bets"), cell: (row) => money(row.bet_cents) },
                  {
                    header: t("tournaments.prizePaid"),
                    cell: (row) => (row.prize_paid_at ? formatDateTime(row.prize_paid_at) : "—"),
                  },
                ]}
              />
            </DrawerRows>
          </DrawerSection>
        </>
      )}
    </CompetitionDrawer>
  );
}

function scoreOf(row: OperatorTournamentPlayer, tournament: Tournament, money: (cents: number) => string): string {
  switch (tournament.strategy) {
    case "bet":
      return money(row.bet_cents);
    case "win":
      return money(row.win_cents);
    case "rate":
      return `${row.rate.toFixed(2)}×`;
    case "spin":
      return String(row.games_taken);
    default:
      return String(row.points);
  }
}

interface Draft {
  identifier: string;
  translations: ReturnType<typeof emptyTranslations>;
  strategy: string;
  currency: string;
  start: string;
  end: string;
  minBet: string;
  maxBet: string;
  games: string[];
  gamesTaken: number | string;
  confirmation: boolean;
  prizes: PrizeDraft[];
}

function freshDraft(): Draft {
  const start = nextFullHour();
  return {
    identifier: "",
    translations: emptyTranslations(),
    strategy: "points",
    currency: "EUR",
    start: isoToLocal(start),
    end: isoToLocal(new Date(start.getTime() + 7 * 24 * 3_600_000)),
    minBet: "",
    maxBet: "",
    games: [],
    gamesTaken: 0,
    confirmation: false,
    prizes: [newPrize()],
  };
}

/** Fields this form shows an API error under; any other goes above the buttons. */
const SHOWN = new Set([...SHARED_FIELDS, "strategy", "min_bet_cents", "max_bet_cents", "games", "games_taken_limit"]);

/** A scheduled tournament as the form's draft, to edit it. */
function draftOf(tournament: Tournament, units: number): Draft {
  const translations = emptyTranslations();
  for (const item of tournament.translations) {
    if (item.locale in translations) {
      translations[item.locale as keyof typeof translations] = { title: item.title, description: item.description };
    }
  }
  return {
    identifier: tournament.frontend_identifier,
    translations,
    strategy: tournament.strategy,
    currency: tournament.currency,
    start: isoToLocal(new Date(tournament.start_at)),
    end: isoToLocal(new Date(tournament.end_at)),
    minBet: tournament.min_bet_cents === 0 ? "" : minorToText(tournament.min_bet_cents, units),
    maxBet: tournament.max_bet_cents === null ? "" : minorToText(tournament.max_bet_cents, units),
    games: tournament.game_identifiers,
    gamesTaken: tournament.games_taken_limit,
    confirmation: tournament.user_confirmation_required,
    prizes: tournament.prizes.map((prize) => ({
      kind: prize.kind,
      amount: prize.kind === "freespins" ? "" : minorToText(prize.money_award_cents, units),
      wager: prize.wager_multiplier || 20,
      spins: prize.freespins_count || 20,
    })),
  };
}

function CreateTournament({
  opened,
  editing,
  onClose,
  onSaved,
}: {
  opened: boolean;
  /** The scheduled tournament to edit; null: a new one. */
  editing: Tournament | null;
  onClose: () => void;
  onSaved: (tournament: Tournament) => void;
}) {
  const currencies = useCurrencies();
  const { draft, setDraft, set, errors, setErrors, busy, reset, send } = useCompetitionDraft(freshDraft);
  const [search, setSearch] = useState("");
  const [chosen, setChosen] = useState<Record<string, string>>({});
  // biome-ignore lint/correctness/useExhaustiveDependencies: the draft is taken once per tournament opened.
  useEffect(() => {
    if (!editing) return;
    setDraft(draftOf(editing, unitsOf(editing.currency, currencies)));
    setChosen(Object.fromEntries(editing.games.map((game) => [game.identifier, `${game.title} · ${game.provider}`])));
    setErrors({});
  }, [editing]);
  const games = useQuery({
    queryKey: ["tournament-games", search],
    queryFn: () =>
      api<{ data: OperatorGame[] }>(
        `/api/operator/games?page_size=50${search.trim() ? `&q=${encodeURIComponent(search.trim())}` : ""}`,
      ),
    enabled: opened,
    placeholderData: keepPreviousData,
  });
  const gameOptions = useMemo(() => {
    const options = new Map<string, string>(Object.entries(chosen));
    for (const game of games.data?.data ?? []) options.set(game.identifier, `${game.title} · ${game.provider_id}`);
    return [...options].map(([value, label]) => ({ value, label }));
  }, [games.data, chosen]);
  const units = unitsOf(draft.currency, currencies);

  function close() {
    reset();
    setChosen({});
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const local: FormErrors = {};
    checkTranslations(draft.translations, local);
    const startAt = requiredTime(draft.start, "start_at", local);
    const endAt = requiredTime(draft.end, "end_at", local);
    const minBet = draft.minBet.trim() === "" || draft.minBet.trim() === "0" ? 0 : parseMinorUnits(draft.minBet, units);
    if (minBet === null || minBet < 0) local.min_bet_cents = t("competition.amountFormat");
    const maxBet = draft.maxBet.trim() === "" ? null : parseMinorUnits(draft.maxBet, units);
    if (draft.maxBet.trim() !== "" && (maxBet === null || maxBet < 1)) {
      local.max_bet_cents = t("competition.amountFormat");
    }
    if (draft.games.length === 0) local.games = t("error.required");
    const prizes = prizesBody(draft.prizes, units, local);
    const created = await send(local, () =>
      api<Tournament>(`/api/operator/tournaments${editing ? `/${editing.id}` : ""}`, {
        method: editing ? "PATCH" : "POST",
        body: {
          frontend_identifier: draft.identifier.trim(),
          translations: translationsBody(draft.translations),
          strategy: draft.strategy,
          currency: draft.currency,
          start_at: startAt,
          end_at: endAt,
          min_bet_cents: minBet,
          max_bet_cents: maxBet,
          games: draft.games,
          games_taken_limit: Number(draft.gamesTaken) || 0,
          user_confirmation_required: draft.confirmation,
          prizes,
        },
      }),
    );
    if (!created) return;
    setChosen({});
    onSaved(created);
  }

  const leftover = leftoverErrors(errors, SHOWN, ["translations.", "prize."]);

  return (
    <CompetitionDialog
      opened={opened}
      title={editing ? t("tournaments.editTitle", { title: editing.title }) : t("tournaments.createTitle")}
      submitLabel={t(editing ? "tournaments.saveSubmit" : "tournaments.createSubmit")}
      draft={draft}
      set={set}
      errors={errors}
      leftover={leftover}
      busy={busy}
      descriptionMax={4000}
      onClose={close}
      onSubmit={submit}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t("promotions.strategy")}
          description={t("tournaments.strategyHint")}
          data={STRATEGIES.map((value) => ({ value, label: strategyLabel(value) }))}
          value={draft.strategy}
          onChange={(value) => set({ strategy: value ?? "points" })}
          allowDeselect={false}
          error={errors.strategy}
        />
        <CurrencyField value={draft.currency} onChange={(currency) => set({ currency })} error={errors.currency} />
        <DateTimeField
          label={t("competition.starts")}
          description={t("competition.localTime")}
          value={draft.start}
          onChange={(start) => set({ start })}
          error={errors.start_at}
        />
        <DateTimeField
          label={t("competition.ends")}
          description={t("competition.localTime")}
          value={draft.end}
          onChange={(end) => set({ end })}
          error={errors.end_at}
        />
      </SimpleGrid>
      <Group>
        <Button variant="subtle" size="xs" onClick={() => set({ start: isoToLocal(new Date()) })}>
          {t("competition.startNow")}
        </Button>
      </Group>
      <MultiSelect
        label={t("tournaments.games")}
        description={t("tournaments.gamesHint")}
        required
        searchable
        data={gameOptions}
        value={draft.games}
        onChange={(values) => {
          const labels = { ...chosen };
          for (const value of values) {
            labels[value] = gameOptions.find((option) => option.value === value)?.label ?? value;
          }
          setChosen(labels);
          set({ games: values });
        }}
        searchValue={search}
        onSearchChange={setSearch}
        // While a search is answered the list still shows the last answer: say it is not final yet.
        loading={games.isFetching}
        aria-busy={games.isFetching}
        nothingFoundMessage={t("table.empty")}
        maxValues={100}
        error={errors.games}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput
          label={t("tournaments.minBet", { currency: draft.currency })}
          description={t("tournaments.minBetHint")}
          inputMode="decimal"
          maxLength={16}
          value={draft.minBet}
          onChange={(event) => set({ minBet: event.currentTarget.value })}
          error={errors.min_bet_cents}
        />
        <TextInput
          label={t("tournaments.maxBet", { currency: draft.currency })}
          description={t("tournaments.maxBetHint")}
          inputMode="decimal"
          maxLength={16}
          value={draft.maxBet}
          onChange={(event) => set({ maxBet: event.currentTarget.value })}
          error={errors.max_bet_cents}
        />
        <NumberInput
          label={t("tournaments.roundsCounted")}
          description={t("tournaments.roundsHint")}
          min={0}
          max={1_000_000}
          allowDecimal={false}
          value={draft.gamesTaken}
          onChange={(gamesTaken) => set({ gamesTaken })}
          error={errors.games_taken_limit}
        />
      </SimpleGrid>
      <Switch
        label={t("tournaments.confirmationLabel")}
        description={t("tournaments.confirmationHint")}
        checked={draft.confirmation}
        onChange={(event) => set({ confirmation: event.currentTarget.checked })}
      />
    </CompetitionDialog>
  );
}
