import type { DocumentStatus, OperatorDocument } from "@croupier/contract/schemas/kyc";
import { Alert, Anchor, Group, Paper, Stack, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { api } from "../api/http.ts";
import { SimpleTable } from "../components/simple-table.tsx";
import { StatusBadge } from "../components/status-badge.tsx";
import { formatDateTime } from "../format.ts";
import { type MessageKey, t } from "../i18n/messages.ts";

const STATUS_COLOURS: Record<DocumentStatus, string> = { pending: "yellow", approved: "green", rejected: "red" };

/**
 * The player 360's KYC tab: whether the player is verified, and each document they uploaded with
 * its review, linked to the KYC review filtered to this player (where files open and decisions are
 * made). Shown to roles that may read KYC documents.
 */
export function PlayerKycPanel({ playerId }: { playerId: number }) {
  const query = useQuery({
    queryKey: ["kyc/documents", "player", playerId],
    queryFn: () => api<{ data: OperatorDocument[] }>(`/api/operator/kyc/documents?player_id=${playerId}&page_size=100`),
  });
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        {query.error.message || t("error.generic")}
      </Alert>
    );
  }
  if (!query.data) return <Text c="dimmed">{t("app.loading")}</Text>;
  const documents = query.data.data;
  const verified = documents[0]?.player_verified ?? false;
  const reviewLink = `/kyc?player=${playerId}`;
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <StatusBadge
              status={verified ? "verified" : "unverified"}
              color={verified ? "green" : "red"}
              label={t(verified ? "kyc.verified" : "kyc.notVerified")}
            />
            <Text size="sm">{t(verified ? "player.kyc.verified" : "player.kyc.notVerified")}</Text>
          </Group>
          <Anchor component={Link} to={reviewLink} size="sm">
            {t("player.kyc.review")}
          </Anchor>
        </Group>
      </Paper>
      {documents.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t("player.kyc.none")}
        </Text>
      ) : (
        <SimpleTable
          caption={t("player.tab.kyc")}
          rows={documents}
          rowKey={(row) => row.id}
          columns={[
            {
              header: t("kyc.document"),
              cell: (row) => (
                <Stack gap={0} maw={280}>
                  <Text size="sm" fw={600}>
                    {t(`kyc.type.${row.document_type}` as MessageKey)}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
                    {row.file_name}
                    {row.description ? ` · ${row.description}` : ""}
                  </Text>
                </Stack>
              ),
            },
            {
              header: t("kyc.uploaded"),
              cell: (row) => (
                <Text size="sm" style={{ whiteSpace: "nowrap" }}>
                  {formatDateTime(row.created_at)}
                </Text>
              ),
            },
            {
              header: t("kyc.status"),
              cell: (row) => (
                <Stack gap={2} align="flex-start" maw={260}>
                  <StatusBadge
                    status={row.status}
                    color={STATUS_COLOURS[row.status]}
                    label={t(`kyc.status.${row.status}` as MessageKey)}
                  />
                  {row.reviewed_at ? (
                    <Text size="xs" c="dimmed">
                      {t("player.kyc.reviewed", { time: formatDateTime(row.reviewed_at) })}
                    </Text>
                  ) : null}
                  {row.reason ? <Text size="xs">{row.reason}</Text> : null}
                </Stack>
              ),
            },
          ]}
        />
      )}
    </Stack>
  );
}
