import type { Currency } from "@croupier/contract/schemas/info";
import {
  Badge,
  Button,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Table,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import type { ReactNode } from "react";
import { parseMinorUnits } from "../amount.ts";
import { useCurrencies } from "../api/currencies.ts";
import { fieldErrors } from "../api/http.ts";
import { StatusBadge } from "../components/status-badge.tsx";
import { formatDateTime, formatMoney } from "../format.ts";
import { type MessageKey, t } from "../i18n/messages.ts";

// What the tournaments and lotteries pages share: the create form's pieces (texts in the five
// languages, times, prizes) with the API's field errors in place, the state badge, and the
// detail drawer's sections.

/** The player site's languages: each needs a title and rules (the API refuses a missing one). */
export const LANGUAGES = [
  { locale: "en", label: "English" },
  { locale: "es", label: "Español" },
  { locale: "pt", label: "Português" },
  { locale: "pt-BR", label: "Português (Brasil)" },
  { locale: "ru", label: "Русский" },
] as const;
export type LanguageCode = (typeof LANGUAGES)[number]["locale"];
export type Translations = Record<LanguageCode, { title: string; description: string }>;

export const emptyTranslations = (): Translations =>
  Object.fromEntries(LANGUAGES.map(({ locale }) => [locale, { title: "", description: "" }])) as Translations;

/** One field's message per key: the API's first sentence (it words them in the operator's language). */
export type FormErrors = Record<string, string>;

export function apiFieldErrors(error: unknown): FormErrors {
  const out: FormErrors = {};
  for (const [field, messages] of Object.entries(fieldErrors(error))) {
    if (messages[0]) out[field] = messages[0];
  }
  if (Object.keys(out).length === 0) {
    out.base = (error as { message?: string } | null)?.message ?? t("error.generic");
  }
  return out;
}

/** The state as the staff say it: scheduled, live, finished or drawn, cancelled. */
export function CompetitionStatus({ status }: { status: string }) {
  return <StatusBadge status={status} label={t(`promotions.status.${status}` as MessageKey)} />;
}

/** A `datetime-local` value ("2026-12-01T18:00") read in the browser's time zone, as an instant; null if blank. */
export function localToIso(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** An instant as a `datetime-local` value in the browser's time zone. */
export function isoToLocal(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

export function DateTimeField({
  label,
  description,
  value,
  onChange,
  error,
}: {
  label: string;
  description?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}) {
  return (
    <TextInput
      type="datetime-local"
      label={label}
      description={description}
      required
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
    />
  );
}

/** The title and rules in each language, a tab each; a tab whose texts are missing is marked. */
export function TranslationsField({
  value,
  onChange,
  errors,
  descriptionMax,
}: {
  value: Translations;
  onChange: (value: Translations) => void;
  errors: FormErrors;
  descriptionMax: number;
}) {
  const missing = (locale: LanguageCode) => errors[`translations.${locale}`] !== undefined;
  const general = errors.translations ?? errors.title ?? errors.description;
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {t("competition.texts")}
      </Text>
      <Text size="xs" c="dimmed">
        {t("competition.textsHint")}
      </Text>
      <Tabs defaultValue="en" keepMounted={false}>
        <Tabs.List>
          {LANGUAGES.map(({ locale, label }) => (
            <Tabs.Tab
              key={locale}
              value={locale}
              rightSection={
                missing(locale) ? (
                  <Badge size="xs" color="red" variant="light" c="red.9">
                    {t("competition.missing")}
                  </Badge>
                ) : null
              }
            >
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {LANGUAGES.map(({ locale, label }) => (
          <Tabs.Panel key={locale} value={locale} pt="sm">
            <Stack gap="sm">
              <TextInput
                label={t("competition.titleIn", { language: label })}
                required
                maxLength={100}
                value={value[locale].title}
                onChange={(event) =>
                  onChange({ ...value, [locale]: { ...value[locale], title: event.currentTarget.value } })
                }
                error={missing(locale) && !value[locale].title.trim() ? t("error.required") : undefined}
              />
              <Textarea
                label={t("competition.rulesIn", { language: label })}
                required
                autosize
                minRows={3}
                maxLength={descriptionMax}
                value={value[locale].description}
                onChange={(event) =>
                  onChange({ ...value, [locale]: { ...value[locale], description: event.currentTarget.value } })
                }
                error={missing(locale) && !value[locale].description.trim() ? t("error.required") : undefined}
              />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
      {general ? (
        <Text size="sm" c="red.9" role="alert">
          {general}
        </Text>
      ) : null}
    </Stack>
  );
}

/** Marks each language whose title or rules are blank (`translations.<locale>`); the API would refuse them. */
export function checkTranslations(value: Translations, errors: FormErrors): void {
  for (const { locale } of LANGUAGES) {
    if (!value[locale].title.trim() || !value[locale].description.trim()) {
      errors[`translations.${locale}`] = t("error.required");
      errors.translations = t("competition.allLanguages");
    }
  }
}

export function translationsBody(value: Translations) {
  return LANGUAGES.map(({ locale }) => ({
    locale,
    title: value[locale].title.trim(),
    description: value[locale].description.trim(),
  }));
}

export type PrizeKind = "money" | "bonus" | "freespins";
export interface PrizeDraft {
  kind: PrizeKind;
  /** Money and bonus prizes: the amount as typed ("250", "12.50"). */
  amount: string;
  wager: number | string;
  spins: number | string;
}

export const newPrize = (): PrizeDraft => ({ kind: "money", amount: "", wager: 20, spins: 20 });

/** The prizes as the API takes them (place = position in the list); errors under `prize.<i>`. */
export function prizesBody(prizes: PrizeDraft[], units: number, errors: FormErrors) {
  return prizes.map((prize, index) => {
    const place = index + 1;
    if (prize.kind === "freespins") {
      const spins = Number(prize.spins);
      if (!Number.isInteger(spins) || spins < 1) errors[`prize.${index}`] = t("competition.prizeSpinsNeeded");
      return { award_place: place, kind: prize.kind, freespins_count: spins };
    }
    const amount = parseMinorUnits(prize.amount, units);
    if (amount === null || amount < 1) errors[`prize.${index}`] = t("competition.prizeAmountNeeded");
    const wager = Number(prize.wager);
    if (prize.kind === "bonus" && (!Number.isInteger(wager) || wager < 1)) {
      errors[`prize.${index}`] = t("competition.prizeWagerNeeded");
    }
    return {
      award_place: place,
      kind: prize.kind,
      amount_cents: amount ?? 0,
      ...(prize.kind === "bonus" ? { wager_multiplier: wager } : {}),
    };
  });
}

const PRIZE_API_FIELDS = ["prizes", "award_place", "kind", "amount_cents", "wager_multiplier", "freespins_count"];

/** The API fields every competition form shows an error under: identifier, texts, currency, period, prizes. */
export const SHARED_FIELDS: readonly string[] = [
  "frontend_identifier",
  "translations",
  "title",
  "description",
  "currency",
  "start_at",
  "end_at",
  ...PRIZE_API_FIELDS,
];

/** The prizes, place 1 first: what each place wins; rows added and removed. */
export function PrizesField({
  prizes,
  onChange,
  currency,
  errors,
}: {
  prizes: PrizeDraft[];
  onChange: (prizes: PrizeDraft[]) => void;
  currency: string;
  errors: FormErrors;
}) {
  const kinds = (["money", "bonus", "freespins"] as const).map((kind) => ({
    value: kind,
    label: t(`competition.prize.${kind}` as MessageKey),
  }));
  const set = (index: number, change: Partial<PrizeDraft>) =>
    onChange(prizes.map((prize, at) => (at === index ? { ...prize, ...change } : prize)));
  const apiError = PRIZE_API_FIELDS.map((field) =>
    errors[field] ? `${t(`competition.field.${field}` as MessageKey)}: ${errors[field]}` : null,
  ).filter(Boolean);
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500} id="prizes-label">
        {t("competition.prizes")}
      </Text>
      <Text size="xs" c="dimmed">
        {t("competition.prizesHint")}
      </Text>
      {prizes.map((prize, index) => {
        const place = index + 1;
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a prize is its place, which is its position.
          <Paper key={index} withBorder radius="sm" p="xs">
            <Group align="flex-start" gap="sm" wrap="wrap">
              <Text size="sm" fw={600} w={64} pt={30}>
                {t("competition.place", { place })}
              </Text>
              <Select
                label={t("competition.prizeKind")}
                aria-label={t("competition.prizeKindOf", { place })}
                data={kinds}
                value={prize.kind}
                allowDeselect={false}
                onChange={(value) => set(index, { kind: (value ?? "money") as PrizeKind })}
                w={150}
              />
              {prize.kind === "freespins" ? (
                <NumberInput
                  label={t("competition.spins")}
                  aria-label={t("competition.spinsOf", { place })}
                  min={1}
                  max={1000}
                  allowDecimal={false}
                  value={prize.spins}
                  onChange={(value) => set(index, { spins: value })}
                  w={120}
                />
              ) : (
                <TextInput
                  label={t("competition.amountIn", { currency: currency || "—" })}
                  aria-label={t("competition.amountOf", { place, currency: currency || "—" })}
                  inputMode="decimal"
                  maxLength={16}
                  value={prize.amount}
                  onChange={(event) => set(index, { amount: event.currentTarget.value })}
                  w={150}
                />
              )}
              {prize.kind === "bonus" ? (
                <NumberInput
                  label={t("competition.wager")}
                  aria-label={t("competition.wagerOf", { place })}
                  min={1}
                  max={100}
                  allowDecimal={false}
                  value={prize.wager}
                  onChange={(value) => set(index, { wager: value })}
                  w={120}
                />
              ) : null}
              <Button
                variant="subtle"
                color="red.9"
                c="red.9"
                mt={25}
                disabled={prizes.length === 1}
                onClick={() => onChange(prizes.filter((_, at) => at !== index))}
                aria-label={t("competition.removePlace", { place })}
              >
                {t("competition.remove")}
              </Button>
            </Group>
            <ItemError message={errors[`prize.${index}`]} />
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={() => onChange([...prizes, newPrize()])}
          disabled={prizes.length >= 50}
        >
          {t("competition.addPlace")}
        </Button>
      </Group>
      <ListError message={apiError.join(" · ")} />
    </Stack>
  );
}

/** Minor units as the amount an operator types ("12.50"), exactly. */
export function minorToText(cents: number, units: number): string {
  const digits = Math.max(0, Math.round(Math.log10(units)));
  if (digits === 0) return String(cents);
  const text = String(cents).padStart(digits + 1, "0");
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** Minor units of a currency (100 until the currencies have loaded). */
export function unitsOf(code: string, currencies: readonly Currency[]): number {
  return currencies.find((currency) => currency.code === code)?.subunits_to_unit ?? 100;
}

/** The next full hour: where a new competition's period starts by default. */
export function nextFullHour(): Date {
  const start = new Date(Date.now() + 3_600_000);
  start.setMinutes(0, 0, 0);
  return start;
}

/** A required date-time field as the API's ISO time; empty or invalid: its error set, null. */
export function requiredTime(value: string, field: string, errors: FormErrors): string | null {
  const iso = localToIso(value);
  if (!iso) errors[field] = t("error.required");
  return iso;
}

/** The currency a competition runs in, of the real-money ones. */
export function CurrencyField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (currency: string) => void;
  error?: string;
}) {
  const currencies = useCurrencies();
  return (
    <Select
      label={t("competition.currency")}
      description={t("competition.currencyHint")}
      data={realCurrencies(currencies)}
      value={value}
      onChange={(currency) => onChange(currency ?? "EUR")}
      allowDeselect={false}
      searchable
      error={error}
    />
  );
}

/** The currencies a competition can run in: real money only. */
export function realCurrencies(currencies: readonly Currency[]) {
  return currencies.filter((currency) => !currency.play_money).map((currency) => currency.code);
}

/** What is wrong with one item of a list field (a prize place, a ticket step), under it. */
export function ItemError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Text size="sm" c="red.9" mt={4}>
      {message}
    </Text>
  );
}

/** The API's refusal of a list field as a whole, under the list (announced: it comes after a send). */
export function ListError({ message }: { message: string }) {
  if (!message) return null;
  return (
    <Text size="sm" c="red.9" role="alert">
      {message}
    </Text>
  );
}

/** A label and its value in the detail drawer. */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Group justify="space-between" gap="md" wrap="nowrap" align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size="sm" ta="right" component="div">
        {children}
      </Text>
    </Group>
  );
}

interface PrizeView {
  award_place: number;
  stuff: string;
  nickname: string | null;
  money_award_cents: number;
}

/** The places and what each wins (and who won it, once known). */
export function PrizeList({
  prizes,
  currency,
  currencies,
  extra,
}: {
  prizes: readonly PrizeView[];
  currency: string;
  currencies: readonly Currency[];
  extra?: { header: string; cell: (prize: PrizeView) => ReactNode };
}) {
  return (
    <Table striped verticalSpacing={6} fz="sm">
      <Table.Caption className="visually-hidden">{t("competition.prizes")}</Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t("competition.placeHeader")}</Table.Th>
          <Table.Th scope="col">{t("competition.prize")}</Table.Th>
          <Table.Th scope="col">{t("competition.winner")}</Table.Th>
          {extra ? <Table.Th scope="col">{extra.header}</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {prizes.map((prize) => (
          <Table.Tr key={prize.award_place}>
            <Table.Td>{prize.award_place}</Table.Td>
            <Table.Td>
              {prize.stuff}
              {prize.money_award_cents > 0 ? (
                <Text size="xs" c="dimmed">
                  {formatMoney(prize.money_award_cents, currency, currencies)}
                </Text>
              ) : null}
            </Table.Td>
            <Table.Td>{prize.nickname ?? "—"}</Table.Td>
            {extra ? <Table.Td>{extra.cell(prize)}</Table.Td> : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** The period of a competition, in the operator's time. */
export function Period({ start, end }: { start: string; end: string }) {
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ whiteSpace: "nowrap" }}>
        {formatDateTime(start)}
      </Text>
      <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
        {t("promotions.until", { end: formatDateTime(end) })}
      </Text>
    </Stack>
  );
}
