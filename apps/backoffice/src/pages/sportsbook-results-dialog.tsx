import {
  BOOK_FRACTION_PATTERN,
  BOOK_SELECTION_RESULTS,
  type BookSelectionResult,
  type OperatorBookMarket,
  type OperatorBookSettlement,
} from "@croupier/contract/schemas/sportsbook-book";
import { Modal, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { api } from "../api/http.ts";
import { DialogButtons, FormAlert } from "../components/form-feedback.tsx";
import { type MessageKey, t } from "../i18n/messages.ts";
import { apiFieldErrors, type FormErrors } from "./competition-form.tsx";

// A market's results, entered per selection, settle it (or, for a settled market, resettle it:
// the earlier postings are reversed and the new ones posted). Two steps in one dialog: the
// results, then a confirmation that says how many bets the settlement pays or closes, since a
// settlement reaches players' balances at once.

/** "1 bet", "3 bets". */
export const betsText = (count: number) => (count === 1 ? t("sportsbook.oneBet") : t("sportsbook.bets", { count }));

export const resultLabel = (kind: BookSelectionResult) => t(`sportsbook.result.${kind}` as MessageKey);

interface Draft {
  result: BookSelectionResult | null;
  factor: string;
}

/** A dead-heat factor "n/d" in (0, 1]: "1/2" for two tied. */
function isFactor(text: string): boolean {
  if (text.length > 20 || !BOOK_FRACTION_PATTERN.test(text)) return false;
  const [top, bottom] = text.split("/").map(Number) as [number, number];
  return top > 0 && bottom > 0 && top <= bottom;
}

function freshDrafts(market: OperatorBookMarket): Record<number, Draft> {
  return Object.fromEntries(
    market.selections.map((selection) => [
      selection.id,
      { result: selection.result, factor: selection.dead_heat_factor ?? "" },
    ]),
  );
}

/**
 * How many bets the settlement touches: the market's open bets, or for a resettle the bets its
 * first settlement closed (asked of the bets list; null until it answers).
 */
function useBetsToSettle(market: OperatorBookMarket | null, resettle: boolean): number | null {
  const settled = useQuery({
    queryKey: ["sportsbook-settled-bets", market?.id],
    queryFn: () =>
      api<{ pagination: { total_count: number } }>(
        `/api/operator/sportsbook/bets?market_id=${market?.id}&status=settled&per_page=1`,
      ),
    enabled: market !== null && resettle,
  });
  if (!market) return null;
  if (!resettle) return market.open_bets;
  return settled.data?.pagination.total_count ?? null;
}

export function ResultsDialog({
  market,
  resettle,
  onClose,
  onDone,
}: {
  /** The market to settle; null: the dialog is closed. */
  market: OperatorBookMarket | null;
  /** The market is settled already: its results are corrected. */
  resettle: boolean;
  onClose: () => void;
  /** The settlement made, and the sentence that says so. */
  onDone: (settlement: OperatorBookSettlement, message: string) => void;
}) {
  const [drafts, setDrafts] = useState<Record<number, Draft>>({});
  const [errors, setErrors] = useState<FormErrors>({});
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState("");
  const count = useBetsToSettle(market, resettle);

  useEffect(() => {
    if (!market) return;
    setDrafts(freshDrafts(market));
    setErrors({});
    setReason("");
    setConfirming(false);
  }, [market]);

  if (!market) return <Modal opened={false} onClose={onClose} title="" />;

  const set = (id: number, change: Partial<Draft>) =>
    setDrafts((current) => ({ ...current, [id]: { ...(current[id] ?? { result: null, factor: "" }), ...change } }));

  /** The results as the API takes them, or null after marking what is missing. */
  function checked(
    current: OperatorBookMarket,
  ): { selection_id: number; result: BookSelectionResult; dead_heat_factor?: string }[] | null {
    const local: FormErrors = {};
    const results = current.selections.map((selection, index) => {
      const draft = drafts[selection.id] ?? { result: null, factor: "" };
      if (!draft.result) local[`results.${index}.result`] = t("error.required");
      if (draft.result === "dead_heat" && !isFactor(draft.factor.trim())) {
        local[`results.${index}.dead_heat_factor`] = t("sportsbook.factorFormat");
      }
      return {
        selection_id: selection.id,
        result: draft.result as BookSelectionResult,
        ...(draft.result === "dead_heat" ? { dead_heat_factor: draft.factor.trim() } : {}),
      };
    });
    setErrors(local);
    return Object.keys(local).length > 0 ? null : results;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !market) return;
    const results = checked(market);
    if (!results) return;
    if (!confirming) {
      setConfirming(true);
      return;
    }
    if (resettle && !reason.trim()) {
      setErrors({ reason: t("error.required") });
      return;
    }
    setBusy(true);
    try {
      const answer = await api<OperatorBookSettlement>(
        `/api/operator/sportsbook/markets/${market.id}/${resettle ? "resettle" : "result"}`,
        { method: "POST", body: resettle ? { results, reason: reason.trim() } : { results } },
      );
      onDone(
        answer,
        t(resettle ? "sportsbook.resettled" : "sportsbook.settled", {
          market: market.name,
          bets: betsText(answer.bets_settled),
        }),
      );
    } catch (failure) {
      // The platform's refusal is shown under the field it names: a result's sends the trader
      // back to the results; the reason's, or one no field shows, stays on the confirmation.
      const found = apiFieldErrors(failure);
      setErrors(found);
      if (Object.keys(found).some((key) => key.startsWith("results."))) setConfirming(false);
    } finally {
      setBusy(false);
    }
  }

  const shown = (key: string) => key.startsWith("results.") || key === "reason";
  const leftover = Object.entries(errors)
    .filter(([key]) => !shown(key))
    .map(([, message]) => message)
    .join(" ");
  const title = confirming
    ? t(resettle ? "sportsbook.resettleConfirmTitle" : "sportsbook.settleConfirmTitle", { market: market.name })
    : t(resettle ? "sportsbook.resettleTitle" : "sportsbook.resultsTitle", { market: market.name });

  return (
    <Modal opened onClose={onClose} title={title} size="lg" closeButtonProps={{ "aria-label": t("common.cancel") }}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {confirming ? (
            <Stack gap="xs" data-testid="settle-confirmation">
              <Text size="sm">
                {t(resettle ? "sportsbook.resettleConfirmLead" : "sportsbook.settleConfirmLead", {
                  bets: count === null ? "…" : betsText(count),
                })}
              </Text>
              <Stack gap={2} component="ul" m={0} pl="md">
                {market.selections.map((selection) => {
                  const draft = drafts[selection.id];
                  return (
                    <Text component="li" size="sm" key={selection.id}>
                      {selection.name}: {draft?.result ? resultLabel(draft.result) : "—"}
                      {draft?.result === "dead_heat" ? ` (${t("sportsbook.factor")} ${draft.factor})` : ""}
                    </Text>
                  );
                })}
              </Stack>
              {resettle ? (
                <Textarea
                  label={t("sportsbook.resettleReason")}
                  required
                  data-autofocus
                  maxLength={500}
                  minRows={2}
                  autosize
                  value={reason}
                  onChange={(event) => setReason(event.currentTarget.value)}
                  error={errors.reason}
                />
              ) : null}
            </Stack>
          ) : (
            <>
              <Text size="sm" c="dimmed">
                {t("sportsbook.resultsLead")}
              </Text>
              {market.selections.map((selection, index) => {
                const draft = drafts[selection.id] ?? { result: null, factor: "" };
                return (
                  <SimpleGrid cols={{ base: 1, sm: 2 }} key={selection.id}>
                    <Select
                      label={t("sportsbook.resultFor", { selection: selection.name })}
                      required
                      data={BOOK_SELECTION_RESULTS.map((kind) => ({ value: kind, label: resultLabel(kind) }))}
                      value={draft.result}
                      onChange={(value) => set(selection.id, { result: value as BookSelectionResult | null })}
                      error={errors[`results.${index}.result`]}
                    />
                    {draft.result === "dead_heat" ? (
                      <TextInput
                        label={t("sportsbook.factorFor", { selection: selection.name })}
                        description={t("sportsbook.factorHint")}
                        required
                        inputMode="decimal"
                        maxLength={10}
                        value={draft.factor}
                        onChange={(event) => set(selection.id, { factor: event.currentTarget.value })}
                        error={errors[`results.${index}.dead_heat_factor`]}
                      />
                    ) : null}
                  </SimpleGrid>
                );
              })}
            </>
          )}
          <FormAlert message={leftover || undefined} />
          <DialogButtons
            submitLabel={
              confirming
                ? t(resettle ? "sportsbook.resettleSubmit" : "sportsbook.settleSubmit", {
                    bets: count === null ? "…" : betsText(count),
                  })
                : t("sportsbook.review")
            }
            cancelLabel={confirming ? t("sportsbook.back") : t("common.cancel")}
            busy={busy}
            onCancel={confirming ? () => setConfirming(false) : onClose}
            color={confirming ? "red.9" : undefined}
          />
        </Stack>
      </form>
    </Modal>
  );
}
