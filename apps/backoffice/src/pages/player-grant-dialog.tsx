import type { GrantKind, PlayerGrant, PlayerGrantable } from "@croupier/contract/schemas/operator-grants";
import { Alert, Button, Loader, SegmentedControl, Select, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useCurrencies } from "../api/currencies.ts";
import { api } from "../api/http.ts";
import { useHasPermission } from "../api/permissions.ts";
import { ActionDialog } from "../components/action-dialog.tsx";
import { formatMoney } from "../format.ts";
import { t } from "../i18n/messages.ts";

// The player 360's "Grant promotion" action: a bonus (a definition's fixed amount), a definition's
// free spins or a loot box, chosen from what can be granted in the player's currency
// (GET .../grantable), with a reason kept in the audit log. The idempotency key is made when the
// dialog opens, so a retry or a second press grants once.

interface Option {
  value: string;
  label: string;
}

function optionsOf(grantable: PlayerGrantable, kind: GrantKind, money: (cents: number) => string): Option[] {
  if (kind === "bonus") {
    return grantable.bonuses.map((item) => ({
      value: String(item.definition_id),
      label: t("grant.bonusOption", {
        title: item.title,
        amount: money(item.amount_cents),
        wager: item.wager_multiplier,
      }),
    }));
  }
  if (kind === "freespins") {
    return grantable.freespins.map((item) => ({
      value: String(item.definition_id),
      label: t("grant.freespinsOption", {
        title: item.title,
        count: item.count,
        game: item.game.split("/").pop() ?? item.game,
      }),
    }));
  }
  return grantable.lootboxes.map((item) => ({
    value: item.template_key,
    label: t("grant.lootboxOption", { title: item.title, days: item.valid_days }),
  }));
}

/** The button and its dialog; shown only to an operator with `players.grant_promotions`. */
export function PlayerGrantAction({
  playerId,
  email,
  onDone,
}: {
  playerId: number;
  email: string;
  /** The success notice's text; the caller shows it and reloads the 360. */
  onDone: (notice: string) => void;
}) {
  const allowed = useHasPermission("players.grant_promotions");
  const [opened, setOpened] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button size="xs" variant="outline" onClick={() => setOpened(true)}>
        {t("grant.action")}
      </Button>
      <PlayerGrantDialog
        opened={opened}
        playerId={playerId}
        email={email}
        onClose={() => setOpened(false)}
        onDone={(notice) => {
          setOpened(false);
          onDone(notice);
        }}
      />
    </>
  );
}

function PlayerGrantDialog({
  opened,
  playerId,
  email,
  onClose,
  onDone,
}: {
  opened: boolean;
  playerId: number;
  email: string;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const currencies = useCurrencies();
  const [kind, setKind] = useState<GrantKind>("bonus");
  const [choice, setChoice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  const grantable = useQuery({
    queryKey: ["players", playerId, "grantable"],
    queryFn: () => api<PlayerGrantable>(`/api/operator/players/${playerId}/grantable`),
    enabled: opened,
    staleTime: 0,
  });
  // A new key and a fresh form each time the dialog opens: its presses and retries share one key.
  useEffect(() => {
    if (!opened) return;
    setKey(crypto.randomUUID());
    setKind("bonus");
    setChoice(null);
    setError(null);
  }, [opened]);

  const data = grantable.data;
  const money = (cents: number) => formatMoney(cents, data?.currency ?? "EUR", currencies);
  const options = data ? optionsOf(data, kind, money) : [];

  return (
    <ActionDialog
      opened={opened}
      title={t("grant.title", { email })}
      lead={data ? t("grant.lead", { currency: data.currency }) : undefined}
      url={`/api/operator/players/${playerId}/grants`}
      payload={(reason) => {
        if (!choice) {
          setError(t("error.required"));
          return null;
        }
        setError(null);
        const target = kind === "lootbox" ? { template_key: choice } : { definition_id: Number(choice) };
        return { grant: { kind, ...target, reason, idempotency_key: key } };
      }}
      submitLabel={t("grant.submit")}
      onClose={onClose}
      onDone={(answer: PlayerGrant) => onDone(t("grant.done", { title: answer.title }))}
    >
      <Stack gap="sm">
        {grantable.isLoading ? <Loader size="sm" aria-label={t("app.loading")} /> : null}
        {grantable.isError ? (
          <Alert color="red" role="alert" p="xs">
            <Text size="sm" c="red.9">
              {grantable.error instanceof Error ? grantable.error.message : t("error.generic")}
            </Text>
          </Alert>
        ) : null}
        {data?.refusal_message ? (
          <Alert color="yellow" p="xs" title={t("grant.refusedTitle")}>
            <Text size="sm">{data.refusal_message}</Text>
          </Alert>
        ) : null}
        <div>
          <Text size="sm" fw={500} id="grant-kind" mb={4}>
            {t("grant.kind")}
          </Text>
          <SegmentedControl
            aria-labelledby="grant-kind"
            fullWidth
            value={kind}
            onChange={(value) => {
              setKind(value as GrantKind);
              setChoice(null);
              setError(null);
            }}
            data={[
              { value: "bonus", label: t("grant.kind.bonus") },
              { value: "freespins", label: t("grant.kind.freespins") },
              { value: "lootbox", label: t("grant.kind.lootbox") },
            ]}
          />
        </div>
        <Select
          label={t(kind === "lootbox" ? "grant.template" : "grant.definition")}
          placeholder={data && options.length === 0 ? t("grant.none") : t("grant.choose")}
          required
          searchable
          disabled={!data || options.length === 0}
          data={options}
          value={choice}
          onChange={setChoice}
          error={error}
          comboboxProps={{ withinPortal: true }}
        />
      </Stack>
    </ActionDialog>
  );
}
