import {
  BOOK_PRICE_PATTERN,
  BOOK_PRICE_TEXT_MAX,
  type operatorBookPriceHistory,
} from "@croupier/contract/schemas/sportsbook-book";
import { Modal, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import type { z } from "zod";
import { api } from "../api/http.ts";
import { DialogButtons, FormAlert } from "../components/form-feedback.tsx";
import { LoadError, LoadingBlock } from "../components/query-state.tsx";
import { SimpleTable } from "../components/simple-table.tsx";
import { formatDateTime } from "../format.ts";
import { t } from "../i18n/messages.ts";
import { apiFieldErrors, type FormErrors } from "./competition-form.tsx";

// A selection's new price, with the prices it had before (newest first): the history says who
// moved it and when, so a trader sees the line before moving it again.

type PriceHistory = z.infer<typeof operatorBookPriceHistory>;

export interface PricedSelection {
  id: number;
  name: string;
  price: string;
  market_name: string;
}

/** A decimal price above 1, as the API takes it. */
export function priceError(text: string): string | null {
  if (!text) return t("error.required");
  if (text.length > BOOK_PRICE_TEXT_MAX || !BOOK_PRICE_PATTERN.test(text)) return t("sportsbook.priceFormat");
  if (Number(text) <= 1) return t("sportsbook.priceFormat");
  return null;
}

export function PriceDialog({
  selection,
  onClose,
  onSaved,
}: {
  /** The selection to price; null: closed. */
  selection: PricedSelection | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}) {
  const [price, setPrice] = useState("");
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  const history = useQuery({
    queryKey: ["sportsbook-price-history", selection?.id],
    queryFn: () => api<PriceHistory>(`/api/operator/sportsbook/selections/${selection?.id}/prices`),
    enabled: selection !== null,
  });

  useEffect(() => {
    if (!selection) return;
    setPrice(selection.price);
    setErrors({});
  }, [selection]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !selection) return;
    const typed = price.trim();
    const local = priceError(typed);
    if (local) {
      setErrors({ price: local });
      return;
    }
    setBusy(true);
    try {
      await api(`/api/operator/sportsbook/selections/${selection.id}`, { method: "PATCH", body: { price: typed } });
      onSaved(t("sportsbook.priceSaved", { selection: selection.name, price: typed }));
    } catch (failure) {
      setErrors(apiFieldErrors(failure));
    } finally {
      setBusy(false);
    }
  }

  const leftover = Object.entries(errors)
    .filter(([key]) => key !== "price")
    .map(([, message]) => message)
    .join(" ");

  return (
    <Modal
      opened={selection !== null}
      onClose={onClose}
      title={selection ? t("sportsbook.priceTitle", { selection: selection.name, market: selection.market_name }) : ""}
      closeButtonProps={{ "aria-label": t("common.cancel") }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t("sportsbook.decimalPrice")}
            description={t("sportsbook.decimalPriceHint")}
            required
            data-autofocus
            inputMode="decimal"
            maxLength={BOOK_PRICE_TEXT_MAX}
            value={price}
            onChange={(event) => setPrice(event.currentTarget.value)}
            error={errors.price}
          />
          <FormAlert message={leftover || undefined} />
          <DialogButtons submitLabel={t("sportsbook.priceSubmit")} busy={busy} onCancel={onClose} />
          <Stack gap="xs">
            <Title order={3} size="h5">
              {t("sportsbook.priceHistory")}
            </Title>
            {history.isError ? <LoadError error={history.error} onRetry={() => history.refetch()} /> : null}
            {history.isLoading ? (
              <LoadingBlock />
            ) : history.data ? (
              <SimpleTable
                caption={t("sportsbook.priceHistory")}
                minWidth={320}
                rows={history.data}
                rowKey={(row) => `${row.created_at}-${row.price}`}
                columns={[
                  { header: t("sportsbook.when"), cell: (row) => formatDateTime(row.created_at) },
                  { header: t("sportsbook.price"), cell: (row) => <Text size="sm">{row.price}</Text> },
                  {
                    header: t("sportsbook.setBy"),
                    cell: (row) =>
                      row.operator_id === null
                        ? t("sportsbook.setBySystem")
                        : (row.operator_name ?? t("sportsbook.operatorId", { id: row.operator_id })),
                  },
                ]}
              />
            ) : null}
          </Stack>
        </Stack>
      </form>
    </Modal>
  );
}
