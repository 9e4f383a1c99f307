import type { DocumentStatus, OperatorDocument } from "@croupier/contract/schemas/kyc";
import { Anchor, Button, Center, Group, Image, Modal, Select, Stack, Text } from "@mantine/core";
import { useCustomMutation, useInvalidate } from "@refinedev/core";
import { useTable } from "@refinedev/react-table";
import type { ColumnDef } from "@tanstack/react-table";
import { useEffect, useMemo, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { fieldErrors } from "../api/http.ts";
import { useHasPermission } from "../api/permissions.ts";
import { ActionDialog, errorText } from "../components/action-dialog.tsx";
import { DataTable } from "../components/data-table.tsx";
import { Notice } from "../components/notice.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { StatusBadge } from "../components/status-badge.tsx";
import { formatDateTime } from "../format.ts";
import { type MessageKey, t } from "../i18n/messages.ts";

const STATUS_COLOURS: Record<DocumentStatus, string> = { pending: "yellow", approved: "green", rejected: "red" };
const STATUSES = Object.keys(STATUS_COLOURS) as DocumentStatus[];
const statusLabel = (status: DocumentStatus) => t(`kyc.status.${status}` as MessageKey);

const fileUrl = (document: OperatorDocument) => `/api/operator/kyc/documents/${document.id}/file`;

function size(bytes: number): string {
  return bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

const isPdf = (document: OperatorDocument) => document.media_type === "application/pdf";

/**
 * A document's preview. An image is fetched with the operator's cookie and shown from memory; a
 * PDF is framed from the file route's inline answer (`disposition=inline`: of type
 * application/pdf, nosniff, framable by our own origin only) and drawn by the browser's viewer.
 */
function PreviewModal({ document, onClose }: { document: OperatorDocument | null; onClose: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!document || isPdf(document)) return;
    let objectUrl: string | null = null;
    let live = true;
    setUrl(null);
    setError(null);
    fetch(fileUrl(document), { credentials: "same-origin" })
      .then(async (response) => {
        if (!response.ok) throw new Error(String(response.status));
        objectUrl = URL.createObjectURL(await response.blob());
        if (live) setUrl(objectUrl);
      })
      .catch(() => live && setError(t("error.generic")));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [document]);
  return (
    <Modal
      opened={document !== null}
      onClose={onClose}
      title={document ? t("kyc.previewOf", { name: document.file_name }) : ""}
      size="xl"
      centered
      closeButtonProps={{ "aria-label": t("common.cancel") }}
    >
      {document && isPdf(document) ? (
        <Stack gap="xs">
          <Text size="xs" c="dimmed">
            {t("kyc.previewPdfHint")}
          </Text>
          <iframe
            src={`${fileUrl(document)}?disposition=inline`}
            title={t("kyc.previewOf", { name: document.file_name })}
            style={{ width: "100%", height: "70dvh", border: "1px solid var(--mantine-color-gray-4)" }}
          />
        </Stack>
      ) : error ? (
        <Text role="alert" c="red.9">
          {error}
        </Text>
      ) : url && document ? (
        <Image src={url} alt={t("kyc.previewOf", { name: document.file_name })} fit="contain" mah="75dvh" />
      ) : (
        <Center mih={200}>
          <Text c="dimmed">{t("app.loading")}</Text>
        </Center>
      )}
    </Modal>
  );
}

/** The KYC queue: pending documents oldest first; open the file, approve, or reject with a reason. */
export function KycPage() {
  const canReview = useHasPermission("kyc.review");
  const invalidate = useInvalidate();
  const { mutate, mutation } = useCustomMutation();
  // `?player=` (the player 360's link): that player's documents in every status.
  const [params, setParams] = useSearchParams();
  const playerId = /^\d{1,10}$/.test(params.get("player") ?? "") ? Number(params.get("player")) : null;
  const [status, setStatus] = useState<DocumentStatus | "">(playerId ? "" : "pending");
  const [preview, setPreview] = useState<OperatorDocument | null>(null);
  const [rejecting, setRejecting] = useState<OperatorDocument | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const columns = useMemo<ColumnDef<OperatorDocument>[]>(
    () => [
      {
        id: "player",
        header: t("kyc.player"),
        cell: ({ row }) => (
          <Stack gap={0} miw={150} maw={200}>
            <Anchor
              component={Link}
              to={`/players/${row.original.player_id}`}
              size="sm"
              style={{ overflowWrap: "anywhere" }}
            >
              {row.original.player_email}
            </Anchor>
            <Text size="xs" c="dimmed">
              {[row.original.player_name, t(row.original.player_verified ? "kyc.verified" : "kyc.notVerified")]
                .filter(Boolean)
                .join(" · ")}
            </Text>
          </Stack>
        ),
      },
      {
        id: "document",
        header: t("kyc.document"),
        cell: ({ row }) => (
          <Stack gap={0} miw={120} maw={200}>
            <Text size="sm" fw={600}>
              {t(`kyc.type.${row.original.document_type}` as MessageKey)}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
              {row.original.file_name} · {size(row.original.size_bytes)}
            </Text>
            {row.original.description ? (
              <Text size="xs" c="dimmed">
                {row.original.description}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        id: "uploaded",
        header: t("kyc.uploaded"),
        cell: ({ row }) => (
          <Text size="sm" miw={100}>
            {formatDateTime(row.original.created_at)}
          </Text>
        ),
      },
      {
        id: "status",
        header: t("kyc.status"),
        cell: ({ row }) => (
          <Stack gap={2} align="flex-start">
            <StatusBadge
              status={row.original.status}
              color={STATUS_COLOURS[row.original.status]}
              label={statusLabel(row.original.status)}
            />
            {row.original.reviewed_at ? (
              <Text size="xs" c="dimmed">
                {t("kyc.reviewedAt", { time: formatDateTime(row.original.reviewed_at) })}
              </Text>
            ) : null}
            {row.original.reason ? (
              <Text size="xs" c="dimmed" maw={220}>
                {row.original.reason}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        id: "actions",
        header: t("kyc.actions"),
        cell: ({ row }) => {
          const document = row.original;
          return (
            <Group gap="xs" miw={180} maw={190}>
              {document.media_type.startsWith("image/") || isPdf(document) ? (
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => setPreview(document)}
                  aria-label={t("kyc.previewOf", { name: document.file_name })}
                >
                  {t("kyc.preview")}
                </Button>
              ) : null}
              <Button
                size="xs"
                variant="default"
                component="a"
                href={fileUrl(document)}
                download={document.file_name}
                aria-label={t("kyc.downloadOf", { name: document.file_name })}
              >
                {t("kyc.download")}
              </Button>
              {canReview && document.status === "pending" ? (
                <>
                  <Button
                    size="xs"
                    color="teal.9"
                    loading={
                      mutation.isPending &&
                      mutation.variables?.url === `/api/operator/kyc/documents/${document.id}/approve`
                    }
                    aria-label={t("kyc.approveOf", { id: document.id })}
                    onClick={() => {
                      setError(null);
                      mutate(
                        {
                          url: `/api/operator/kyc/documents/${document.id}/approve`,
                          method: "post",
                          values: {},
                          successNotification: false,
                          errorNotification: false,
                        },
                        {
                          onSuccess: () => {
                            setNotice(t("kyc.approved", { id: document.id }));
                            invalidate({ resource: "kyc/documents", invalidates: ["list"] });
                          },
                          onError: (failure) => {
                            const base = fieldErrors(failure).base?.[0];
                            setError(base ? errorText(base) : (failure.message ?? t("error.generic")));
                          },
                        },
                      );
                    }}
                  >
                    {t("kyc.approve")}
                  </Button>
                  <Button
                    size="xs"
                    variant="outline"
                    color="red.9"
                    aria-label={t("kyc.rejectOf", { id: document.id })}
                    onClick={() => setRejecting(document)}
                  >
                    {t("kyc.reject")}
                  </Button>
                </>
              ) : null}
            </Group>
          );
        },
      },
    ],
    [canReview, mutate, mutation.isPending, mutation.variables?.url, invalidate],
  );

  const table = useTable<OperatorDocument>({
    columns,
    refineCoreProps: {
      resource: "kyc/documents",
      pagination: { pageSize: 20 },
      filters: {
        permanent: [
          ...(status ? [{ field: "status", operator: "eq" as const, value: status }] : []),
          ...(playerId ? [{ field: "player_id", operator: "eq" as const, value: playerId }] : []),
        ],
      },
      syncWithLocation: false,
    },
  });

  return (
    <>
      <PageHeader title={t("kyc.title")} lead={t("kyc.lead")}>
        <Select
          label={t("kyc.status")}
          data={[
            { value: "", label: t("withdrawals.state.all") },
            ...STATUSES.map((value) => ({ value, label: statusLabel(value) })),
          ]}
          value={status}
          onChange={(value) => {
            setStatus((value ?? "") as DocumentStatus | "");
            table.refineCore.setCurrentPage(1);
          }}
          allowDeselect={false}
          w={200}
        />
      </PageHeader>
      {playerId ? (
        <Group gap="sm" mb="sm">
          <Text size="sm" fw={600}>
            {t("kyc.playerFilter", { id: playerId })}
          </Text>
          <Anchor component={Link} to={`/players/${playerId}`} size="sm">
            {t("player.idLabel", { id: playerId })}
          </Anchor>
          <Anchor
            component="button"
            type="button"
            size="sm"
            onClick={() => {
              setParams(new URLSearchParams());
              setStatus("pending");
            }}
          >
            {t("kyc.allPlayers")}
          </Anchor>
        </Group>
      ) : null}
      <Notice message={notice} />
      {error ? (
        <Text role="alert" c="red.9" fw={500} mb="sm">
          {error}
        </Text>
      ) : null}
      <DataTable table={table} caption={t("kyc.title")} minWidth={760} />
      <PreviewModal document={preview} onClose={() => setPreview(null)} />
      <ActionDialog
        opened={rejecting !== null}
        title={rejecting ? t("kyc.rejectTitle", { id: rejecting.id }) : ""}
        lead={t("kyc.rejectLead")}
        url={rejecting ? `/api/operator/kyc/documents/${rejecting.id}/reject` : ""}
        payload={(reason) => ({ reason })}
        submitLabel={t("kyc.reject")}
        danger
        onClose={() => setRejecting(null)}
        onDone={() => {
          if (rejecting) setNotice(t("kyc.rejected", { id: rejecting.id }));
          setRejecting(null);
          invalidate({ resource: "kyc/documents", invalidates: ["list"] });
        }}
      />
    </>
  );
}
