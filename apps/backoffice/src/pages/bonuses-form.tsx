import type { Currency } from "@croupier/contract/schemas/info";
import type {
  BonusDefinitionBody,
  OperatorBonusDefinition,
  OperatorBonusKind,
  PromotionState,
} from "@croupier/contract/schemas/operator-promotions";
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Modal,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { useCurrencies } from "../api/currencies.ts";
import { api, formErrorsOf } from "../api/http.ts";
import { DialogButtons, OtherErrors } from "../components/form-feedback.tsx";
import { RemoveRowButton } from "../components/remove-row-button.tsx";
import { StatusBadge } from "../components/status-badge.tsx";
import { type MessageKey, t } from "../i18n/messages.ts";

// The bonus definition form (create and edit): kind, code, titles in the five languages, match or
// fixed amounts per currency in major units, wagering, contributions, free spins and the schedule.
// The platform checks the meaning and answers a message per field keyed by its path
// (`amounts.EUR.fixed_cents`): each shows under its input, any other above the buttons.

const STATE_COLOURS: Record<PromotionState, string> = {
  live: "green",
  scheduled: "blue",
  paused: "yellow",
  ended: "gray",
  canceled: "red",
};

/** A bonus's or loot box's state as a tinted label. */
export function PromotionStateBadge({ state }: { state: string }) {
  return (
    <StatusBadge
      status={state}
      color={STATE_COLOURS[state as PromotionState] ?? "gray"}
      label={t(`bonuses.state.${state}` as MessageKey)}
    />
  );
}

export const BONUS_KINDS: readonly OperatorBonusKind[] = ["coupon", "deposit", "welcome", "registration", "no_deposit"];
const LOCALES = ["en", "es", "pt", "pt-BR", "ru"] as const;
const AMOUNT_FIELDS = ["fixed_cents", "max_cents", "min_deposit_cents", "max_bet_cents"] as const;
type AmountField = (typeof AMOUNT_FIELDS)[number];
const DEFAULT_CONTRIBUTIONS = "slots=100, dice=50, roulette=20, table=10, live=10, default=0";

interface FormState {
  kind: OperatorBonusKind;
  code: string;
  titles: Record<(typeof LOCALES)[number], string>;
  matchPercent: string;
  wager: string;
  activationDays: string;
  validDays: string;
  contributions: string;
  firstDepositOnly: boolean;
  withSpins: boolean;
  spinsCount: string;
  spinsGame: string;
  spinsBetLevel: string;
  /** Per currency code: each amount as typed, in major units ("7.00"). */
  amounts: Record<string, Record<AmountField, string>>;
  startsAt: string;
  endsAt: string;
}

/** An instant as a `datetime-local` value in the browser's time zone ("" for none). */
export function isoToLocal(iso: string | null): string {
  if (!iso) return "";
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** A `datetime-local` value read in the browser's time zone, as an instant; null when blank. */
export function localToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toISOString();
}

function minorToMajor(minor: number | undefined | null, units: number): string {
  if (minor === undefined || minor === null) return "";
  const digits = Math.max(0, Math.round(Math.log10(units)));
  if (digits === 0) return String(minor);
  const text = String(minor).padStart(digits + 1, "0");
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** "7.5" in a currency of `units` minor units as minor units, exactly; NaN when not a plain amount. */
function majorToMinor(text: string, units: number): number | null {
  const value = text.trim();
  if (!value) return null;
  const match = /^(\d{1,13})(?:[.,](\d+))?$/.exec(value);
  const digits = Math.max(0, Math.round(Math.log10(units)));
  if (!match || (match[2] ?? "").length > digits) return Number.NaN;
  return Number(`${match[1]}${(match[2] ?? "").padEnd(digits, "0")}`);
}

function emptyAmounts(): Record<AmountField, string> {
  return { fixed_cents: "", max_cents: "", min_deposit_cents: "", max_bet_cents: "" };
}

function initialState(definition: OperatorBonusDefinition | null, currencies: readonly Currency[]): FormState {
  const units = (code: string) => currencies.find((currency) => currency.code === code)?.subunits_to_unit ?? 100;
  const amounts: FormState["amounts"] = {};
  for (const [code, values] of Object.entries(definition?.amounts ?? { EUR: {} })) {
    const row = emptyAmounts();
    for (const field of AMOUNT_FIELDS) row[field] = minorToMajor(values[field], units(code));
    amounts[code] = row;
  }
  return {
    kind: definition?.kind ?? "coupon",
    code: definition?.code ?? "",
    titles: Object.fromEntries(
      LOCALES.map((locale) => [locale, definition?.titles[locale] ?? ""]),
    ) as FormState["titles"],
    matchPercent: definition?.match_percent?.toString() ?? "",
    wager: String(definition?.wager_multiplier ?? 30),
    activationDays: String(definition?.activation_days ?? 7),
    validDays: String(definition?.valid_days ?? 30),
    contributions: definition
      ? Object.entries(definition.contributions)
          .map(([category, percent]) => `${category}=${percent}`)
          .join(", ")
      : DEFAULT_CONTRIBUTIONS,
    firstDepositOnly: definition?.first_deposit_only ?? false,
    withSpins: !!definition?.freespins,
    spinsCount: String(definition?.freespins?.count ?? 10),
    spinsGame: definition?.freespins?.game ?? "croupier-studio/lantern-tide",
    spinsBetLevel: String(definition?.freespins?.bet_level ?? 1),
    amounts,
    startsAt: isoToLocal(definition?.starts_at ?? null),
    endsAt: isoToLocal(definition?.ends_at ?? null),
  };
}

function toBody(
  form: FormState,
  currencies: readonly Currency[],
): { body: BonusDefinitionBody; local: Record<string, string> } {
  const local: Record<string, string> = {};
  const whole = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
  const contributions: Record<string, number> = {};
  for (const part of form.contributions.split(",")) {
    if (!part.trim()) continue;
    const [category, percent] = part.split("=").map((piece) => piece.trim());
    if (!category || percent === undefined || !/^\d+$/.test(percent))
      local.contributions = t("bonuses.form.contributionsFormat");
    else contributions[category] = Number(percent);
  }
  const amounts: BonusDefinitionBody["amounts"] = {};
  for (const [code, row] of Object.entries(form.amounts)) {
    const units = currencies.find((currency) => currency.code === code)?.subunits_to_unit ?? 100;
    const out: Record<string, number | null> = {};
    for (const field of AMOUNT_FIELDS) {
      const minor = majorToMinor(row[field], units);
      if (Number.isNaN(minor)) local[`amounts.${code}.${field}`] = t("bonuses.form.amountFormat");
      else if (minor !== null) out[field] = minor;
    }
    amounts[code] = out;
  }
  const titles = Object.fromEntries(
    LOCALES.flatMap((locale) => (form.titles[locale].trim() ? [[locale, form.titles[locale].trim()]] : [])),
  );
  const body: BonusDefinitionBody = {
    kind: form.kind,
    code: form.code.trim() || null,
    titles,
    match_percent: form.matchPercent.trim() === "" ? null : whole(form.matchPercent),
    amounts,
    wager_multiplier: whole(form.wager),
    contributions,
    activation_days: whole(form.activationDays),
    valid_days: whole(form.validDays),
    freespins: form.withSpins
      ? { count: whole(form.spinsCount), game: form.spinsGame.trim(), bet_level: whole(form.spinsBetLevel) }
      : null,
    first_deposit_only: form.firstDepositOnly,
    starts_at: localToIso(form.startsAt),
    ends_at: localToIso(form.endsAt),
  };
  for (const [field, value] of [
    ["wager_multiplier", body.wager_multiplier],
    ["activation_days", body.activation_days],
    ["valid_days", body.valid_days],
  ] as const) {
    if (!Number.isInteger(value)) local[field] = t("bonuses.form.wholeNumber");
  }
  if (body.match_percent !== null && !Number.isInteger(body.match_percent))
    local.match_percent = t("bonuses.form.wholeNumber");
  return { body, local };
}

/** The create (definition null) or edit dialog; `onSaved` gets the saved definition. */
export function BonusFormModal({
  opened,
  definition,
  onClose,
  onSaved,
}: {
  opened: boolean;
  definition: OperatorBonusDefinition | null;
  onClose: () => void;
  onSaved: (saved: OperatorBonusDefinition) => void;
}) {
  const currencies = useCurrencies();
  const real = currencies.filter((currency) => !currency.play_money);
  const [form, setForm] = useState<FormState>(() => initialState(definition, currencies));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [addCurrency, setAddCurrency] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the dialog opens on a definition.
  useEffect(() => {
    if (!opened) return;
    setForm(initialState(definition, currencies));
    setErrors({});
  }, [opened, definition]);

  const save = useMutation({
    mutationFn: (body: BonusDefinitionBody) =>
      definition
        ? api<OperatorBonusDefinition>(`/api/operator/bonuses/${definition.id}`, { method: "PUT", body })
        : api<OperatorBonusDefinition>("/api/operator/bonuses", { method: "POST", body }),
    onSuccess: (saved) => onSaved(saved),
    onError: (failure) => setErrors(formErrorsOf(failure)),
  });

  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((old) => ({ ...old, [key]: value }));
  const errorOf = (field: string) => errors[field]?.join(" ") || undefined;
  const shown = new Set<string>();
  const fieldError = (field: string) => {
    shown.add(field);
    return errorOf(field);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const { body, local } = toBody(form, currencies);
    if (Object.keys(local).length > 0) {
      setErrors(Object.fromEntries(Object.entries(local).map(([field, message]) => [field, [message]])));
      return;
    }
    setErrors({});
    save.mutate(body);
  }

  const matches = form.kind === "deposit" || form.kind === "welcome";
  const coded = form.kind === "coupon" || form.kind === "deposit" || form.kind === "no_deposit";
  const kindOptions = BONUS_KINDS.map((kind) => ({ value: kind, label: t(`bonuses.kind.${kind}` as MessageKey) }));
  const currencyOptions = real
    .filter((currency) => !form.amounts[currency.code])
    .map((currency) => ({ value: currency.code, label: currency.code }));

  const body = (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Select
            label={t("bonuses.form.kind")}
            description={definition ? t("bonuses.form.kindFixed") : t("bonuses.form.kindHint")}
            data={kindOptions}
            value={form.kind}
            allowDeselect={false}
            disabled={!!definition}
            onChange={(value) => value && set("kind", value as OperatorBonusKind)}
            error={fieldError("kind")}
          />
          <TextInput
            label={t("bonuses.form.code")}
            description={coded ? t("bonuses.form.codeHint") : t("bonuses.form.codeNone")}
            disabled={!coded}
            maxLength={40}
            value={form.code}
            onChange={(event) => set("code", event.currentTarget.value.toUpperCase())}
            error={fieldError("code")}
            required={form.kind === "coupon" || form.kind === "deposit"}
          />
        </SimpleGrid>

        <Fieldset legend={t("bonuses.form.titles")}>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {LOCALES.map((locale) => (
              <TextInput
                key={locale}
                label={t("bonuses.form.titleIn", { locale })}
                required={locale === "en"}
                maxLength={100}
                value={form.titles[locale]}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setForm((old) => ({ ...old, titles: { ...old.titles, [locale]: value } }));
                }}
                error={fieldError(`titles.${locale}`)}
              />
            ))}
          </SimpleGrid>
        </Fieldset>

        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <TextInput
            label={t("bonuses.form.matchPercent")}
            description={matches ? t("bonuses.form.matchHint") : t("bonuses.form.matchNone")}
            disabled={!matches}
            inputMode="numeric"
            value={form.matchPercent}
            onChange={(event) => set("matchPercent", event.currentTarget.value)}
            error={fieldError("match_percent")}
          />
          <TextInput
            label={t("bonuses.form.wager")}
            description={t("bonuses.form.wagerHint")}
            inputMode="numeric"
            value={form.wager}
            onChange={(event) => set("wager", event.currentTarget.value)}
            error={fieldError("wager_multiplier")}
          />
          <TextInput
            label={t("bonuses.form.activationDays")}
            description={t("bonuses.form.activationHint")}
            inputMode="numeric"
            value={form.activationDays}
            onChange={(event) => set("activationDays", event.currentTarget.value)}
            error={fieldError("activation_days")}
          />
          <TextInput
            label={t("bonuses.form.validDays")}
            description={t("bonuses.form.validHint")}
            inputMode="numeric"
            value={form.validDays}
            onChange={(event) => set("validDays", event.currentTarget.value)}
            error={fieldError("valid_days")}
          />
        </SimpleGrid>

        <Fieldset legend={t("bonuses.form.amounts")}>
          <Text size="xs" c="dimmed" mb="xs">
            {t("bonuses.form.amountsHint")}
          </Text>
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing={4} horizontalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t("bonuses.form.currency")}</Table.Th>
                  {AMOUNT_FIELDS.map((field) => (
                    <Table.Th scope="col" key={field}>
                      {t(`bonuses.amount.${field}` as MessageKey)}
                    </Table.Th>
                  ))}
                  <Table.Th scope="col">
                    <span className="visually-hidden">{t("bonuses.form.removeCurrency")}</span>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {Object.entries(form.amounts).map(([code, row]) => (
                  <Table.Tr key={code}>
                    <Table.Th scope="row">
                      <Text size="sm" fw={600}>
                        {code}
                      </Text>
                      {errorOf(`amounts.${code}`) ? (
                        <Text size="xs" c="red.9">
                          {fieldError(`amounts.${code}`)}
                        </Text>
                      ) : null}
                    </Table.Th>
                    {AMOUNT_FIELDS.map((field) => (
                      <Table.Td key={field}>
                        <TextInput
                          aria-label={`${t(`bonuses.amount.${field}` as MessageKey)} ${code}`}
                          inputMode="decimal"
                          size="xs"
                          value={row[field]}
                          onChange={(event) => {
                            const value = event.currentTarget.value;
                            setForm((old) => ({
                              ...old,
                              amounts: {
                                ...old.amounts,
                                [code]: { ...(old.amounts[code] ?? emptyAmounts()), [field]: value },
                              },
                            }));
                          }}
                          error={fieldError(`amounts.${code}.${field}`)}
                        />
                      </Table.Td>
                    ))}
                    <Table.Td>
                      <RemoveRowButton
                        label={t("bonuses.form.removeCurrencyOf", { code })}
                        onClick={() =>
                          setForm((old) => {
                            const { [code]: _removed, ...rest } = old.amounts;
                            return { ...old, amounts: rest };
                          })
                        }
                      />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Group gap="xs" mt="xs" align="flex-end">
            <Select
              label={t("bonuses.form.addCurrency")}
              data={currencyOptions}
              value={addCurrency}
              onChange={setAddCurrency}
              searchable
              w={160}
              size="xs"
            />
            <Button
              size="xs"
              variant="light"
              disabled={!addCurrency}
              onClick={() => {
                if (!addCurrency) return;
                setForm((old) => ({ ...old, amounts: { ...old.amounts, [addCurrency]: emptyAmounts() } }));
                setAddCurrency(null);
              }}
            >
              {t("bonuses.form.add")}
            </Button>
          </Group>
          {errorOf("amounts") ? (
            <Text size="sm" c="red.9" mt="xs">
              {fieldError("amounts")}
            </Text>
          ) : null}
        </Fieldset>

        <TextInput
          label={t("bonuses.form.contributions")}
          description={t("bonuses.form.contributionsHint")}
          maxLength={400}
          value={form.contributions}
          onChange={(event) => set("contributions", event.currentTarget.value)}
          error={
            [
              fieldError("contributions"),
              ...Object.keys(errors)
                .filter((field) => field.startsWith("contributions."))
                .map((field) => `${field.slice("contributions.".length)}: ${fieldError(field)}`),
            ]
              .filter(Boolean)
              .join(" ") || undefined
          }
        />

        <Fieldset legend={t("bonuses.form.spins")}>
          <Switch
            label={t("bonuses.form.withSpins")}
            checked={form.withSpins}
            onChange={(event) => set("withSpins", event.currentTarget.checked)}
            mb="xs"
          />
          {form.withSpins ? (
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <NumberInput
                label={t("bonuses.form.spinsCount")}
                min={1}
                max={1000}
                allowDecimal={false}
                value={form.spinsCount}
                onChange={(value) => set("spinsCount", String(value))}
                error={fieldError("freespins.count")}
              />
              <TextInput
                label={t("bonuses.form.spinsGame")}
                maxLength={200}
                value={form.spinsGame}
                onChange={(event) => set("spinsGame", event.currentTarget.value)}
                error={fieldError("freespins.game")}
              />
              <NumberInput
                label={t("bonuses.form.spinsBetLevel")}
                min={1}
                max={100}
                allowDecimal={false}
                value={form.spinsBetLevel}
                onChange={(value) => set("spinsBetLevel", String(value))}
                error={fieldError("freespins.bet_level")}
              />
            </SimpleGrid>
          ) : null}
        </Fieldset>

        <Checkbox
          label={t("bonuses.form.firstDepositOnly")}
          checked={form.firstDepositOnly}
          onChange={(event) => set("firstDepositOnly", event.currentTarget.checked)}
        />

        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="datetime-local"
            label={t("bonuses.form.startsAt")}
            description={t("bonuses.form.startsHint")}
            value={form.startsAt}
            onChange={(event) => set("startsAt", event.currentTarget.value)}
            error={fieldError("starts_at")}
          />
          <TextInput
            type="datetime-local"
            label={t("bonuses.form.endsAt")}
            description={t("bonuses.form.endsHint")}
            value={form.endsAt}
            onChange={(event) => set("endsAt", event.currentTarget.value)}
            error={fieldError("ends_at")}
          />
        </SimpleGrid>

        {definition ? (
          <Text size="sm" c="dimmed">
            {t("bonuses.form.heldKeepTerms")}
          </Text>
        ) : null}
        <OtherErrors errors={errors} shown={shown} shownPrefix="contributions." />
        <DialogButtons
          submitLabel={definition ? t("bonuses.form.save") : t("bonuses.form.create")}
          busy={save.isPending}
          onCancel={onClose}
        />
      </Stack>
    </form>
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="xl"
      title={definition ? t("bonuses.form.editTitle", { title: definition.title }) : t("bonuses.form.newTitle")}
      closeButtonProps={{ "aria-label": t("common.cancel") }}
    >
      {body}
    </Modal>
  );
}
