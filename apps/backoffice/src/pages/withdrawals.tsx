import type { OperatorWithdrawal } from "@croupier/contract/schemas/operators";
import { Button, Group, Modal, Select, Stack, Text, Textarea } from "@mantine/core";
import { useCan, useCustomMutation, useInvalidate } from "@refinedev/core";
import { useTable } from "@refinedev/react-table";
import type { ColumnDef } from "@tanstack/react-table";
import { type FormEvent, useMemo, useState } from "react";
import { useCurrencies } from "../api/currencies.ts";
import { fieldErrors } from "../api/http.ts";
import { DataTable } from "../components/data-table.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { StatusBadge } from "../components/status-badge.tsx";
import { formatDateTime, formatMoney } from "../format.ts";
import { type MessageKey, t } from "../i18n/messages.ts";

type State = OperatorWithdrawal["state"];
const STATE_COLOURS: Record<State, string> = {
  pending: "yellow",
  processing: "blue",
  reserved: "gray",
  succeeded: "green",
  declined: "red",
  rejected: "red",
  canceled: "gray",
  recalled: "gray",
};
// The list comes from this table's keys, not the contract's WITHDRAWAL_STATES: that import would
// bring zod into the bundle for one array, and the Record type already demands every state.
const STATES = Object.keys(STATE_COLOURS).filter((state) => state !== "reserved") as State[];
const stateLabel = (state: State) => t(`state.${state}` as MessageKey);

type Decision = { kind: "approve" | "reject"; withdrawal: OperatorWithdrawal };

/**
 * The withdrawal queue: pending requests oldest first (the API's order), any other state on
 * demand. Finance and admins approve (the gateway pays) or reject with a reason the player sees.
 */
export function WithdrawalsPage() {
  const currencies = useCurrencies();
  const { data: canDecide } = useCan({ resource: "withdrawals", action: "decide" });
  const [state, setState] = useState<string>("pending");
  const [decision, setDecision] = useState<Decision | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const columns = useMemo<ColumnDef<OperatorWithdrawal>[]>(
    () => [
      {
        id: "id",
        header: t("withdrawals.request"),
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm" fw={600}>
              #{row.original.id}
            </Text>
            <Text size="xs" c="dimmed" style={{ whiteSpace: "nowrap" }}>
              {formatDateTime(row.original.created_at)}
            </Text>
          </Stack>
        ),
      },
      {
        id: "player",
        header: t("withdrawals.player"),
        cell: ({ row }) => (
          <Stack gap={0} maw={260}>
            <Text size="sm" style={{ overflowWrap: "anywhere" }}>
              {row.original.player_email}
            </Text>
            <Text size="xs" c="dimmed">
              {t("withdrawals.playerId", { id: row.original.player_id })}
            </Text>
          </Stack>
        ),
      },
      {
        id: "amount",
        header: t("withdrawals.amount"),
        cell: ({ row }) => (
          <Stack gap={0}>
            <Text size="sm" fw={600} style={{ whiteSpace: "nowrap" }}>
              {formatMoney(row.original.amount_cents, row.original.currency, currencies)}
            </Text>
            <Text size="xs" c="dimmed">
              {row.original.system_name}
            </Text>
          </Stack>
        ),
      },
      {
        id: "state",
        header: t("withdrawals.status"),
        cell: ({ row }) => (
          <Stack gap={2} align="flex-start">
            <StatusBadge
              status={row.original.state}
              color={STATE_COLOURS[row.original.state]}
              label={stateLabel(row.original.state)}
            />
            {row.original.failure_reason ? (
              <Text size="xs" c="dimmed">
                {t("withdrawals.failureReason", { reason: row.original.failure_reason })}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      {
        id: "actions",
        header: t("withdrawals.actions"),
        cell: ({ row }) =>
          canDecide?.can && row.original.state === "pending" ? (
            <Group gap="xs" wrap="nowrap">
              <Button
                size="xs"
                color="teal.9"
                onClick={() => setDecision({ kind: "approve", withdrawal: row.original })}
                aria-label={`${t("withdrawals.approve")} #${row.original.id}`}
              >
                {t("withdrawals.approve")}
              </Button>
              <Button
                size="xs"
                variant="outline"
                color="red.9"
                onClick={() => setDecision({ kind: "reject", withdrawal: row.original })}
                aria-label={`${t("withdrawals.reject")} #${row.original.id}`}
              >
                {t("withdrawals.reject")}
              </Button>
            </Group>
          ) : null,
      },
    ],
    [currencies, canDecide?.can],
  );

  const table = useTable<OperatorWithdrawal>({
    columns,
    refineCoreProps: {
      resource: "withdrawals",
      pagination: { pageSize: 20 },
      filters: { permanent: state ? [{ field: "state", operator: "eq", value: state }] : [] },
      syncWithLocation: false,
    },
  });

  return (
    <>
      <PageHeader title={t("withdrawals.title")} lead={t("withdrawals.lead")}>
        <Select
          label={t("withdrawals.state")}
          data={[
            { value: "", label: t("withdrawals.state.all") },
            ...STATES.map((value) => ({ value, label: stateLabel(value) })),
          ]}
          value={state}
          onChange={(value) => {
            setState(value ?? "");
            table.refineCore.setCurrentPage(1);
          }}
          allowDeselect={false}
          w={200}
        />
      </PageHeader>
      {notice ? (
        <Text role="status" c="teal.9" fw={500} mb="sm">
          {notice}
        </Text>
      ) : null}
      <DataTable table={table} caption={t("withdrawals.title")} minWidth={700} />
      <DecisionModal
        decision={decision}
        currencies={currencies}
        onClose={() => setDecision(null)}
        onDone={(text) => {
          setDecision(null);
          setNotice(text);
        }}
      />
    </>
  );
}

function DecisionModal({
  decision,
  currencies,
  onClose,
  onDone,
}: {
  decision: Decision | null;
  currencies: ReturnType<typeof useCurrencies>;
  onClose: () => void;
  onDone: (notice: string) => void;
}) {
  const { mutate, mutation } = useCustomMutation();
  const invalidate = useInvalidate();
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const withdrawal = decision?.withdrawal;

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!decision || !withdrawal) return;
    setError(null);
    const isReject = decision.kind === "reject";
    mutate(
      {
        url: `/api/operator/withdrawals/${withdrawal.id}/${decision.kind}`,
        method: "post",
        values: isReject ? { reason: reason.trim() } : {},
      },
      {
        onSuccess: () => {
          setReason("");
          invalidate({ resource: "withdrawals", invalidates: ["list"] });
          onDone(t(isReject ? "withdrawals.rejected" : "withdrawals.approved", { id: withdrawal.id }));
        },
        onError: (failure) => {
          const errors = fieldErrors(failure);
          const first = errors.reason?.[0] ?? errors.base?.[0];
          setError(first === "required" ? t("error.required") : (first ?? failure.message ?? t("error.generic")));
        },
      },
    );
  }

  const isReject = decision?.kind === "reject";
  return (
    <Modal
      opened={decision !== null}
      onClose={() => {
        setError(null);
        onClose();
      }}
      title={
        withdrawal ? t(isReject ? "withdrawals.rejectTitle" : "withdrawals.approveTitle", { id: withdrawal.id }) : ""
      }
      centered
      closeButtonProps={{ "aria-label": t("withdrawals.cancel") }}
    >
      {withdrawal ? (
        <form onSubmit={submit}>
          <Stack gap="md">
            <Text size="sm">
              {isReject
                ? t("withdrawals.rejectLead")
                : t("withdrawals.approveLead", {
                    amount: formatMoney(withdrawal.amount_cents, withdrawal.currency, currencies),
                    player: withdrawal.player_email,
                    method: withdrawal.system_name,
                  })}
            </Text>
            {isReject ? (
              <Textarea
                label={t("withdrawals.reason")}
                required
                autoFocus
                maxLength={500}
                minRows={3}
                autosize
                value={reason}
                onChange={(event) => setReason(event.currentTarget.value)}
                error={error}
              />
            ) : error ? (
              <Text c="red.8" size="sm" role="alert">
                {error}
              </Text>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={onClose}>
                {t("withdrawals.cancel")}
              </Button>
              <Button type="submit" color={isReject ? "red.9" : "teal.9"} loading={mutation.isPending}>
                {t(isReject ? "withdrawals.reject" : "withdrawals.approve")}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}
