import type { Player360 } from "@croupier/contract/schemas/player-admin";
import { Anchor, Button, Group, Select, Text } from "@mantine/core";
import { useCustomMutation, useInvalidate } from "@refinedev/core";
import { useTable } from "@refinedev/react-table";
import type { ColumnDef } from "@tanstack/react-table";
import { useMemo, useState } from "react";
import { Link } from "react-router";
import { useCurrencies } from "../api/currencies.ts";
import { fieldErrors } from "../api/http.ts";
import { ActionDialog, errorText } from "../components/action-dialog.tsx";
import { DataTable } from "../components/data-table.tsx";
import { Notice } from "../components/notice.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { formatMoney } from "../format.ts";
import { t } from "../i18n/messages.ts";
import { adjustmentColumns, adjustmentLabel } from "./player-360.tsx";

type Adjustment = Player360["adjustments"][number];
const STATUSES: Adjustment["status"][] = ["requested", "posted", "rejected"];

/**
 * The four-eyes queue of balance adjustments: requests above the threshold, oldest first, which
 * another operator than the requester approves (it posts) or rejects with a reason.
 */
export function AdjustmentsPage() {
  const currencies = useCurrencies();
  const invalidate = useInvalidate();
  const { mutate, mutation } = useCustomMutation();
  const [status, setStatus] = useState<Adjustment["status"]>("requested");
  const [rejecting, setRejecting] = useState<Adjustment | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const columns = useMemo<ColumnDef<Adjustment>[]>(() => {
    const money = (cents: number, currency: string) => formatMoney(cents, currency, currencies);
    const base = adjustmentColumns(money);
    return [
      {
        id: "player",
        header: t("adjustments.player"),
        cell: ({ row }) => (
          <Anchor component={Link} to={`/players/${row.original.player_id}`} size="sm">
            {t("player.idLabel", { id: row.original.player_id })}
          </Anchor>
        ),
      },
      ...base.map<ColumnDef<Adjustment>>((column) => ({
        id: column.header,
        header: column.header,
        cell: ({ row }) => column.cell(row.original),
      })),
      {
        id: "actions",
        header: t("withdrawals.actions"),
        cell: ({ row }) =>
          row.original.status === "requested" ? (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                color="teal.9"
                loading={mutation.isPending && mutation.variables?.url.includes(`/adjustments/${row.original.id}/`)}
                aria-label={`${t("adjustments.approve")} #${row.original.id}`}
                onClick={() => {
                  setError(null);
                  mutate(
                    {
                      url: `/api/operator/players/${row.original.player_id}/adjustments/${row.original.id}/approve`,
                      method: "post",
                      values: {},
                      successNotification: false,
                      errorNotification: false,
                    },
                    {
                      onSuccess: () => {
                        setNotice(t("adjustments.approved", { id: row.original.id }));
                        invalidate({ resource: "players/adjustments", invalidates: ["list"] });
                      },
                      onError: (failure) => {
                        const base = fieldErrors(failure).base?.[0];
                        setError(base ? errorText(base) : (failure.message ?? t("error.generic")));
                      },
                    },
                  );
                }}
              >
                {t("adjustments.approve")}
              </Button>
              <Button
                size="xs"
                variant="outline"
                color="red.9"
                aria-label={`${t("adjustments.reject")} #${row.original.id}`}
                onClick={() => setRejecting(row.original)}
              >
                {t("adjustments.reject")}
              </Button>
            </Group>
          ) : null,
      },
    ];
  }, [currencies, mutate, mutation.isPending, mutation.variables?.url, invalidate]);

  const table = useTable<Adjustment>({
    columns,
    refineCoreProps: {
      resource: "players/adjustments",
      pagination: { pageSize: 20 },
      filters: { permanent: [{ field: "status", operator: "eq", value: status }] },
      syncWithLocation: false,
    },
  });

  return (
    <>
      <PageHeader title={t("adjustments.title")} lead={t("adjustments.lead")}>
        <Select
          label={t("adjustments.status")}
          data={STATUSES.map((value) => ({ value, label: adjustmentLabel(value) }))}
          value={status}
          onChange={(value) => {
            setStatus((value ?? "requested") as Adjustment["status"]);
            table.refineCore.setCurrentPage(1);
          }}
          allowDeselect={false}
          w={300}
        />
      </PageHeader>
      <Notice message={notice} />
      {error ? (
        <Text role="alert" c="red.9" fw={500} mb="sm">
          {error}
        </Text>
      ) : null}
      <DataTable table={table} caption={t("adjustments.title")} minWidth={820} />
      <ActionDialog
        opened={rejecting !== null}
        title={rejecting ? t("adjustments.rejectTitle", { id: rejecting.id }) : ""}
        url={rejecting ? `/api/operator/players/${rejecting.player_id}/adjustments/${rejecting.id}/reject` : ""}
        payload={(reason) => ({ reason })}
        submitLabel={t("adjustments.reject")}
        danger
        onClose={() => setRejecting(null)}
        onDone={() => {
          if (rejecting) setNotice(t("adjustments.rejected", { id: rejecting.id }));
          setRejecting(null);
          invalidate({ resource: "players/adjustments", invalidates: ["list"] });
        }}
      />
    </>
  );
}
