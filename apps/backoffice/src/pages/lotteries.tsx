import type { OperatorLottery, OperatorLotteryTicket } from "@croupier/contract/schemas/lotteries";
import { Button, Code, Group, NumberInput, Paper, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import type { FormEvent } from "react";
import { parseMinorUnits } from "../amount.ts";
import { useCurrencies } from "../api/currencies.ts";
import { api } from "../api/http.ts";
import { SimpleTable } from "../components/simple-table.tsx";
import { formatDateTime, formatMoney } from "../format.ts";
import { t } from "../i18n/messages.ts";
import { CompetitionDialog, useCompetitionDraft } from "./competition-dialog.tsx";
import {
  CurrencyField,
  checkTranslations,
  DateTimeField,
  emptyTranslations,
  Fact,
  type FormErrors,
  ItemError,
  isoToLocal,
  ListError,
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

// Lotteries: the list by state, a lottery's details (prizes and winning tickets, the tickets and
// their holders, the draw's fairness data), scheduling a new one and cancelling one before its
// draw. There is no pause: deposits earn tickets for the whole sale period.

const STATUSES = ["new", "started", "drawn", "canceled"] as const;

/** Lotteries, newest first, a page at a time, of every state or one. */
export function LotteriesPage() {
  return (
    <CompetitionPage<OperatorLottery>
      resource="lotteries"
      statuses={STATUSES}
      pageSize={20}
      columns={(currencies) => [
        {
          id: "period",
          header: t("lotteries.sales"),
          cell: ({ row }) => (
            <Stack gap={0}>
              <Period start={row.original.start_at} end={row.original.end_at} />
              <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
                {t("lotteries.drawAt", { at: formatDateTime(row.original.draw_at) })}
              </Text>
            </Stack>
          ),
        },
        budgetColumn<OperatorLottery>(currencies),
        { id: "tickets", header: t("promotions.tickets"), cell: ({ row }) => row.original.lottery_tickets_count },
      ]}
      cancelLead={(lottery) => t("lotteries.cancelLead", { count: lottery?.lottery_tickets_count ?? 0 })}
      drawer={(lottery, onClose) => <LotteryDrawer lottery={lottery} onClose={onClose} />}
      form={({ opened, onClose, onSaved }) => <CreateLottery opened={opened} onClose={onClose} onCreated={onSaved} />}
    />
  );
}

function LotteryDrawer({ lottery, onClose }: { lottery: OperatorLottery | null; onClose: () => void }) {
  const currencies = useCurrencies();
  const tickets = useDrawerRows<OperatorLotteryTicket>("lotteries", "tickets", lottery?.id);
  const money = (cents: number) => formatMoney(cents, lottery?.currency ?? "", currencies);
  const scale = lottery ? (lottery.deposit_scale_rules[lottery.currency] ?? []) : [];
  return (
    <CompetitionDrawer
      competition={lottery}
      onClose={() => {
        tickets.reset();
        onClose();
      }}
    >
      {(lottery) => (
        <>
          <Stack gap={6}>
            <StatusFacts competition={lottery} />
            <Fact label={t("lotteries.salesOpen")}>{formatDateTime(lottery.start_at)}</Fact>
            <Fact label={t("lotteries.salesClose")}>{formatDateTime(lottery.end_at)}</Fact>
            <Fact label={t("lotteries.draw")}>{formatDateTime(lottery.draw_at)}</Fact>
            <Fact label={t("competition.identifier")}>{lottery.frontend_identifier}</Fact>
            <Fact label={t("competition.currency")}>{lottery.currency}</Fact>
            <Fact label={t("lotteries.ticketRule")}>
              <Stack gap={0} align="flex-end">
                {scale.map((step) => (
                  <span key={step.from_amount_cents}>
                    {t("lotteries.ruleText", { from: money(step.from_amount_cents), price: money(step.price_cents) })}
                  </span>
                ))}
              </Stack>
            </Fact>
            <Fact label={t("lotteries.maxTickets")}>{lottery.max_tickets_count_to_player ?? t("lotteries.noCap")}</Fact>
            <Fact label={t("promotions.tickets")}>{lottery.lottery_tickets_count}</Fact>
          </Stack>
          <DrawerSection title={t("competition.prizes")}>
            <PrizeList
              prizes={lottery.prizes}
              currency={lottery.currency}
              currencies={currencies}
              extra={{
                header: t("lotteries.winningTicket"),
                cell: (prize) => lottery.prizes.find((item) => item.award_place === prize.award_place)?.ticket ?? "—",
              }}
            />
          </DrawerSection>
          <DrawerSection title={t("lotteries.fairness")}>
            <Text size="xs" c="dimmed">
              {t("lotteries.fairnessLead")}
            </Text>
            <Paper withBorder p="xs" radius="sm">
              <Stack gap={4}>
                <Text size="xs" fw={500}>
                  {t("lotteries.seedHash")}
                </Text>
                <Code style={{ overflowWrap: "anywhere" }}>{lottery.fairness.server_seed_hash}</Code>
                <Text size="xs" fw={500}>
                  {t("lotteries.clientSeed")}
                </Text>
                <Code style={{ overflowWrap: "anywhere" }}>{lottery.fairness.client_seed ?? "—"}</Code>
                <Text size="xs" fw={500}>
                  {t("lotteries.serverSeed")}
                </Text>
                <Code style={{ overflowWrap: "anywhere" }}>
                  {lottery.fairness.server_seed ?? t("lotteries.notYet")}
                </Code>
              </Stack>
            </Paper>
          </DrawerSection>
          <DrawerSection title={t("promotions.tickets")}>
            <DrawerRows rows={tickets}>
              <SimpleTable
                caption={t("promotions.tickets")}
                minWidth={480}
                rows={tickets.rows}
                rowKey={(row) => row.number}
                columns={[
                  { header: t("lotteries.ticket"), cell: (row) => row.number },
                  {
                    header: t("competition.player"),
                    cell: (row) => <PlayerLink player={row} fallback={row.email} />,
                  },
                  { header: t("lotteries.issued"), cell: (row) => formatDateTime(row.created_at) },
                  { header: t("lotteries.won"), cell: (row) => row.award_place ?? "—" },
                ]}
              />
            </DrawerRows>
          </DrawerSection>
        </>
      )}
    </CompetitionDrawer>
  );
}

interface StepDraft {
  from: string;
  price: string;
}

interface Draft {
  identifier: string;
  translations: ReturnType<typeof emptyTranslations>;
  currency: string;
  start: string;
  end: string;
  draw: string;
  steps: StepDraft[];
  maxTickets: number | string;
  prizes: PrizeDraft[];
}

function freshDraft(): Draft {
  const start = nextFullHour();
  const end = new Date(start.getTime() + 7 * 24 * 3_600_000);
  return {
    identifier: "",
    translations: emptyTranslations(),
    currency: "EUR",
    start: isoToLocal(start),
    end: isoToLocal(end),
    draw: isoToLocal(new Date(end.getTime() + 3_600_000)),
    steps: [{ from: "", price: "" }],
    maxTickets: "",
    prizes: [newPrize()],
  };
}

/** Fields this form shows an API error under; any other goes above the buttons. */
const SHOWN = new Set([
  ...SHARED_FIELDS,
  "draw_at",
  "deposit_scale",
  "from_amount_cents",
  "price_cents",
  "max_tickets_count_to_player",
]);

function CreateLottery({
  opened,
  onClose,
  onCreated,
}: {
  opened: boolean;
  onClose: () => void;
  onCreated: (lottery: OperatorLottery) => void;
}) {
  const currencies = useCurrencies();
  const { draft, set, errors, busy, reset, send } = useCompetitionDraft(freshDraft);
  const units = unitsOf(draft.currency, currencies);

  function close() {
    reset();
    onClose();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const local: FormErrors = {};
    checkTranslations(draft.translations, local);
    const startAt = requiredTime(draft.start, "start_at", local);
    const endAt = requiredTime(draft.end, "end_at", local);
    const drawAt = requiredTime(draft.draw, "draw_at", local);
    const steps = draft.steps.map((step, index) => {
      const from = parseMinorUnits(step.from, units);
      const price = parseMinorUnits(step.price, units);
      if (from === null || from < 1 || price === null || price < 1) {
        local[`step.${index}`] = t("lotteries.stepNeeded");
      }
      return { from_amount_cents: from ?? 0, price_cents: price ?? 0 };
    });
    const maxTickets = draft.maxTickets === "" ? null : Number(draft.maxTickets);
    const prizes = prizesBody(draft.prizes, units, local).map(({ award_place: _place, ...prize }) => prize);
    const created = await send(local, () =>
      api<OperatorLottery>("/api/operator/lotteries", {
        method: "POST",
        body: {
          frontend_identifier: draft.identifier.trim(),
          translations: translationsBody(draft.translations),
          currency: draft.currency,
          start_at: startAt,
          end_at: endAt,
          draw_at: drawAt,
          deposit_scale: steps,
          max_tickets_count_to_player: maxTickets,
          prizes,
        },
      }),
    );
    if (created) onCreated(created);
  }

  const setStep = (index: number, change: Partial<StepDraft>) =>
    set({ steps: draft.steps.map((step, at) => (at === index ? { ...step, ...change } : step)) });
  const stepApiError = ["deposit_scale", "from_amount_cents", "price_cents"]
    .filter((field) => errors[field])
    .map((field) => errors[field])
    .join(" · ");
  const leftover = leftoverErrors(errors, SHOWN, ["translations.", "prize.", "step."]);

  return (
    <CompetitionDialog
      opened={opened}
      title={t("lotteries.createTitle")}
      submitLabel={t("lotteries.createSubmit")}
      draft={draft}
      set={set}
      errors={errors}
      leftover={leftover}
      busy={busy}
      descriptionMax={2000}
      onClose={close}
      onSubmit={submit}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <CurrencyField value={draft.currency} onChange={(currency) => set({ currency })} error={errors.currency} />
        <NumberInput
          label={t("lotteries.maxTickets")}
          description={t("lotteries.maxTicketsHint")}
          min={1}
          max={100_000}
          allowDecimal={false}
          value={draft.maxTickets}
          onChange={(maxTickets) => set({ maxTickets })}
          error={errors.max_tickets_count_to_player}
        />
        <DateTimeField
          label={t("lotteries.salesOpen")}
          description={t("competition.localTime")}
          value={draft.start}
          onChange={(start) => set({ start })}
          error={errors.start_at}
        />
        <DateTimeField
          label={t("lotteries.salesClose")}
          description={t("competition.localTime")}
          value={draft.end}
          onChange={(end) => set({ end })}
          error={errors.end_at}
        />
        <DateTimeField
          label={t("lotteries.draw")}
          description={t("lotteries.drawHint")}
          value={draft.draw}
          onChange={(draw) => set({ draw })}
          error={errors.draw_at}
        />
      </SimpleGrid>
      <Stack gap="xs">
        <Text size="sm" fw={500}>
          {t("lotteries.ticketRule")}
        </Text>
        <Text size="xs" c="dimmed">
          {t("lotteries.ticketRuleHint")}
        </Text>
        {draft.steps.map((step, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a step is edited in place, never reordered.
          <Paper key={index} withBorder radius="sm" p="xs">
            <Group align="flex-end" gap="sm">
              <TextInput
                label={t("lotteries.stepFrom", { currency: draft.currency })}
                inputMode="decimal"
                maxLength={16}
                value={step.from}
                onChange={(event) => setStep(index, { from: event.currentTarget.value })}
                w={180}
              />
              <TextInput
                label={t("lotteries.stepPrice", { currency: draft.currency })}
                inputMode="decimal"
                maxLength={16}
                value={step.price}
                onChange={(event) => setStep(index, { price: event.currentTarget.value })}
                w={180}
              />
              <Button
                variant="subtle"
                color="red.9"
                c="red.9"
                disabled={draft.steps.length === 1}
                onClick={() => set({ steps: draft.steps.filter((_, at) => at !== index) })}
                aria-label={t("lotteries.removeStep", { step: index + 1 })}
              >
                {t("competition.remove")}
              </Button>
            </Group>
            <ItemError message={errors[`step.${index}`]} />
          </Paper>
        ))}
        <Group>
          <Button
            variant="light"
            size="xs"
            disabled={draft.steps.length >= 10}
            onClick={() => set({ steps: [...draft.steps, { from: "", price: "" }] })}
          >
            {t("lotteries.addStep")}
          </Button>
        </Group>
        <ListError message={stepApiError} />
      </Stack>
    </CompetitionDialog>
  );
}
