import {
  BOOK_LINE_PATTERN,
  BOOK_MARKET_TYPES,
  BOOK_NAME_MAX,
  BOOK_PRICE_TEXT_MAX,
  type BookMarketType,
} from "@croupier/contract/schemas/sportsbook-book";
import { Button, Group, Modal, Select, SimpleGrid, Stack, Switch, Text, TextInput } from "@mantine/core";
import { type FormEvent, useEffect, useState } from "react";
import { api } from "../api/http.ts";
import { DialogButtons, FormAlert } from "../components/form-feedback.tsx";
import { type MessageKey, t } from "../i18n/messages.ts";
import { apiFieldErrors, type FormErrors } from "./competition-form.tsx";
import { priceError } from "./sportsbook-price-dialog.tsx";

// A new market of an event: its type, name, line (totals and handicaps), whether it is the main
// market shown with the event in lists, and its selections with their opening prices.

export const marketTypeLabel = (type: BookMarketType) => t(`sportsbook.marketType.${type}` as MessageKey);

interface SelectionDraft {
  key: number;
  name: string;
  price: string;
}

let nextKey = 0;
const selectionDraft = (name = ""): SelectionDraft => ({ key: nextKey++, name, price: "" });

/** The selections a market of `type` usually has, to start from. */
function startingSelections(type: BookMarketType, home: string | null, away: string | null): SelectionDraft[] {
  switch (type) {
    case "match_result":
      return [selectionDraft(home ?? ""), selectionDraft("Draw"), selectionDraft(away ?? "")];
    case "moneyline":
      return [selectionDraft(home ?? ""), selectionDraft(away ?? "")];
    case "total":
      return [selectionDraft("Over"), selectionDraft("Under")];
    case "both_teams_to_score":
      return [selectionDraft("Yes"), selectionDraft("No")];
    default:
      return [selectionDraft(), selectionDraft()];
  }
}

export function MarketDialog({
  event,
  onClose,
  onSaved,
}: {
  /** The event to add a market to; null: closed. */
  event: { id: number; home: string | null; away: string | null } | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const [type, setType] = useState<BookMarketType>("match_result");
  const [name, setName] = useState("");
  const [line, setLine] = useState("");
  const [main, setMain] = useState(false);
  const [selections, setSelections] = useState<SelectionDraft[]>([]);
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!event) return;
    setType("match_result");
    setName(marketTypeLabel("match_result"));
    setLine("");
    setMain(false);
    setSelections(startingSelections("match_result", event.home, event.away));
    setErrors({});
  }, [event]);

  function changeType(next: BookMarketType) {
    setType(next);
    setName(marketTypeLabel(next));
    setSelections(startingSelections(next, event?.home ?? null, event?.away ?? null));
  }

  const setSelection = (key: number, change: Partial<SelectionDraft>) =>
    setSelections((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  async function submit(submitted: FormEvent) {
    submitted.preventDefault();
    if (busy || !event) return;
    const local: FormErrors = {};
    if (!name.trim()) local.name = t("error.required");
    if (line.trim() && !BOOK_LINE_PATTERN.test(line.trim())) local.line = t("sportsbook.lineFormat");
    selections.forEach((selection, index) => {
      if (!selection.name.trim()) local[`selections.${index}.name`] = t("error.required");
      const wrong = priceError(selection.price.trim());
      if (wrong) local[`selections.${index}.price`] = wrong;
    });
    if (Object.keys(local).length > 0) {
      setErrors(local);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api("/api/operator/sportsbook/markets", {
        method: "POST",
        body: {
          event_id: event.id,
          type,
          name: name.trim(),
          line: line.trim() || null,
          main,
          selections: selections.map((selection, position) => ({
            name: selection.name.trim(),
            price: selection.price.trim(),
            position,
          })),
        },
      });
      onSaved(t("sportsbook.marketCreated", { market: name.trim() }));
    } catch (failure) {
      setErrors(apiFieldErrors(failure));
    } finally {
      setBusy(false);
    }
  }

  const shown = (field: string) => ["type", "name", "line", "main"].includes(field) || field.startsWith("selections.");
  const leftover = Object.entries(errors)
    .filter(([field]) => !shown(field))
    .map(([field, message]) => (field === "base" ? message : `${field}: ${message}`))
    .join(" ");

  return (
    <Modal
      opened={event !== null}
      onClose={onClose}
      title={t("sportsbook.newMarket")}
      size="lg"
      closeButtonProps={{ "aria-label": t("common.cancel") }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t("sportsbook.marketTypeLabel")}
              data={BOOK_MARKET_TYPES.map((value) => ({ value, label: marketTypeLabel(value) }))}
              value={type}
              onChange={(value) => changeType((value as BookMarketType | null) ?? "match_result")}
              allowDeselect={false}
              error={errors.type}
            />
            <TextInput
              label={t("sportsbook.marketName")}
              required
              maxLength={BOOK_NAME_MAX}
              value={name}
              onChange={(change) => setName(change.currentTarget.value)}
              error={errors.name}
            />
            <TextInput
              label={t("sportsbook.line")}
              description={t("sportsbook.lineHint")}
              maxLength={10}
              value={line}
              onChange={(change) => setLine(change.currentTarget.value)}
              error={errors.line}
            />
            <Switch
              mt="lg"
              label={t("sportsbook.mainMarket")}
              description={t("sportsbook.mainMarketHint")}
              checked={main}
              onChange={(change) => setMain(change.currentTarget.checked)}
            />
          </SimpleGrid>
          <Text fw={600} size="sm">
            {t("sportsbook.selectionsHeading")}
          </Text>
          {selections.map((selection, index) => (
            <Group key={selection.key} align="flex-start" gap="sm" wrap="nowrap">
              <TextInput
                style={{ flex: 3 }}
                label={t("sportsbook.selectionName", { n: index + 1 })}
                required
                maxLength={BOOK_NAME_MAX}
                value={selection.name}
                onChange={(change) => setSelection(selection.key, { name: change.currentTarget.value })}
                error={errors[`selections.${index}.name`]}
              />
              <TextInput
                style={{ flex: 2 }}
                label={t("sportsbook.selectionPrice", { n: index + 1 })}
                required
                inputMode="decimal"
                maxLength={BOOK_PRICE_TEXT_MAX}
                value={selection.price}
                onChange={(change) => setSelection(selection.key, { price: change.currentTarget.value })}
                error={errors[`selections.${index}.price`]}
              />
              <Button
                variant="subtle"
                size="compact-sm"
                color="red.9"
                c="red.9"
                mt={30}
                disabled={selections.length <= 1}
                onClick={() => setSelections((current) => current.filter((item) => item.key !== selection.key))}
                aria-label={t("sportsbook.removeSelection", { n: index + 1 })}
              >
                {t("sportsbook.remove")}
              </Button>
            </Group>
          ))}
          <Group>
            <Button
              variant="default"
              size="xs"
              disabled={selections.length >= 50}
              onClick={() => setSelections((current) => [...current, selectionDraft()])}
            >
              {t("sportsbook.addSelection")}
            </Button>
          </Group>
          <FormAlert message={leftover || undefined} />
          <DialogButtons submitLabel={t("sportsbook.createMarket")} busy={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
