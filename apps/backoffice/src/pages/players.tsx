import type { PlayerAdminStatus } from "@croupier/contract/schemas/player-admin";
import { Anchor, Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useTable } from "@refinedev/react-table";
import type { ColumnDef } from "@tanstack/react-table";
import { type FormEvent, useMemo, useState } from "react";
import { Link } from "react-router";
import { DataTable } from "../components/data-table.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { StatusBadge } from "../components/status-badge.tsx";
import { formatDateTime } from "../format.ts";
import { t } from "../i18n/messages.ts";
import { PLAYER_STATUS_COLOURS, playerStatusLabel } from "./player-status.ts";

/** A row of GET /api/operator/players (the contract's OperatorPlayerSummary). */
interface PlayerRow {
  id: number;
  email: string;
  name: string | null;
  country: string | null;
  currencies: string[];
  created_at: string;
  status: PlayerAdminStatus;
  last_sign_in_at: string | null;
}

/** Player search: e-mail or name prefix, exact id or phone digits; each row opens the player 360. */
export function PlayersPage() {
  const [draft, setDraft] = useState("");
  const [query, setQuery] = useState("");

  const columns = useMemo<ColumnDef<PlayerRow>[]>(
    () => [
      {
        id: "player",
        header: t("players.player"),
        cell: ({ row }) => (
          <Stack gap={0} miw={200} maw={320}>
            <Anchor
              component={Link}
              to={`/players/${row.original.id}`}
              size="sm"
              fw={600}
              style={{ overflowWrap: "anywhere" }}
              aria-label={t("players.open", { email: row.original.email })}
            >
              {row.original.email}
            </Anchor>
            <Text size="xs" c="dimmed">
              {[t("player.idLabel", { id: row.original.id }), row.original.name].filter(Boolean).join(" · ")}
            </Text>
          </Stack>
        ),
      },
      { id: "country", header: t("players.country"), cell: ({ row }) => row.original.country ?? "—" },
      {
        id: "currencies",
        header: t("players.currencies"),
        cell: ({ row }) => row.original.currencies.join(", ") || "—",
      },
      {
        id: "status",
        header: t("players.status"),
        cell: ({ row }) => (
          <StatusBadge
            status={row.original.status}
            color={PLAYER_STATUS_COLOURS[row.original.status]}
            label={playerStatusLabel(row.original.status)}
          />
        ),
      },
      {
        id: "joined",
        header: t("players.joined"),
        cell: ({ row }) => <Text size="sm">{formatDateTime(row.original.created_at)}</Text>,
      },
      {
        id: "last",
        header: t("players.lastSignIn"),
        cell: ({ row }) => <Text size="sm">{formatDateTime(row.original.last_sign_in_at)}</Text>,
      },
    ],
    [],
  );

  const table = useTable<PlayerRow>({
    columns,
    refineCoreProps: {
      resource: "players",
      pagination: { pageSize: 20 },
      filters: { permanent: query ? [{ field: "q", operator: "eq", value: query }] : [] },
      syncWithLocation: false,
    },
  });

  function search(event: FormEvent) {
    event.preventDefault();
    setQuery(draft.trim());
    table.refineCore.setCurrentPage(1);
  }

  return (
    <>
      <PageHeader title={t("players.title")} lead={t("players.lead")} />
      <search aria-label={t("players.search")}>
        <form onSubmit={search}>
          <Group align="flex-end" mb="md" gap="sm">
            <TextInput
              label={t("players.search")}
              description={t("players.searchHint")}
              type="search"
              maxLength={100}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              w={{ base: "100%", sm: 380 }}
            />
            <Button type="submit">{t("players.searchButton")}</Button>
          </Group>
        </form>
      </search>
      <DataTable table={table} caption={t("players.title")} minWidth={760} />
    </>
  );
}
