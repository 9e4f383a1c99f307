import type { Player360 } from "@croupier/contract/schemas/player-admin";
import { Anchor, Group, Loader, Paper, Stack, Text, Title } from "@mantine/core";
import { useOne } from "@refinedev/core";
import { Link } from "react-router";
import { useCurrencies } from "../api/currencies.ts";
import { StatusBadge } from "../components/status-badge.tsx";
import { formatDateTime, formatMoney } from "../format.ts";
import { t } from "../i18n/messages.ts";
import { Facts } from "./player-360.tsx";
import { walletLabel } from "./player-labels.ts";
import { PLAYER_STATUS_COLOURS, playerStatusLabel } from "./player-status.ts";

/** The player's 360 at a glance beside their conversation (the 360's own facts), with a link to all of it. */
export function ChatPlayerSummary({ playerId }: { playerId: number }) {
  const currencies = useCurrencies();
  const { query, result: player } = useOne<Player360>({ resource: "players", id: playerId, errorNotification: false });
  if (query.isLoading) return <Loader size="sm" aria-label={t("app.loading")} />;
  if (!player) return <Text size="sm">{t("chat.playerUnavailable")}</Text>;
  const profile = player.profile;
  return (
    <Stack gap="sm" data-testid="chat-player-summary">
      <Group justify="space-between" gap="xs">
        <Title order={2} size="h5" style={{ overflowWrap: "anywhere" }}>
          {profile.email}
        </Title>
        <StatusBadge
          status={profile.status}
          color={PLAYER_STATUS_COLOURS[profile.status]}
          label={playerStatusLabel(profile.status)}
        />
      </Group>
      <Facts
        items={[
          ["player.field.currency", profile.currency],
          ["player.field.locale", profile.locale],
          ["player.field.created", formatDateTime(profile.created_at)],
          ["player.field.confirmed", formatDateTime(profile.confirmed_at)],
        ]}
      />
      <Paper withBorder radius="md" p="sm">
        <Text size="xs" c="dimmed" mb={4}>
          {t("chat.balances")}
        </Text>
        {player.accounts.length === 0 ? <Text size="sm">—</Text> : null}
        {player.accounts.map((account) => (
          <Group key={`${account.currency}-${account.wallet}`} justify="space-between" gap="xs">
            <Text size="sm">
              {account.currency} · {walletLabel(account.wallet)}
            </Text>
            <Text size="sm" fw={600}>
              {formatMoney(account.balance_cents, account.currency, currencies)}
            </Text>
          </Group>
        ))}
      </Paper>
      <Anchor component={Link} to={`/players/${playerId}`} size="sm">
        {t("chat.open360")}
      </Anchor>
    </Stack>
  );
}
