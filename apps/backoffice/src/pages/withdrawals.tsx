import type { OperatorWithdrawal, WithdrawalRiskHints } from "@croupier/contract/schemas/operators";
import { Anchor, Button, Modal, Select, Stack, Text, Textarea } from "@mantine/core";
import { useCan, useCustomMutation, useInvalidate } from "@refinedev/core";
import { useTable } from "@refinedev/react-table";
import type { ColumnDef } from "@tanstack/react-table";
import { type FormEvent, useMemo, useState } from "react";
import { Link } from "react-router";
import { useCurrencies } from "../api/currencies.ts";
import { fieldErrors } from "../api/http.ts";
import { DataTable } from "../components/data-table.tsx";
import { DialogButtons } from "../components/form-feedback.tsx";
import { Notice } from "../components/notice.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { StatusBadge } from "../components/status-badge.tsx";
import { formatDateTime, formatMoney } from "../format.ts";
import { type MessageKey, t } from "../i18n/messages.ts";
import { PAYMENT_STATE_COLOURS } from "./player-labels.ts";

type State = OperatorWithdrawal["state"];
const STATE_COLOURS: Record<State, string> = PAYMENT_STATE_COLOURS;
// The list comes from this table's keys, not the contract's WITHDRAWAL_STATES: that import would
// bring zod into the bundle for one array, and the Record type already demands every state.
const STATES = Object.keys(STATE_COLOURS).filter((state) => state !== "reserved") as State[];
const stateLabel = (state: State) => t(`state.${state}` as MessageKey);

type Decision = { kind: "approve" | "reject"; withdrawal: OperatorWithdrawal };

/**
 * The withdrawal queue: pending requests oldest first (the API's order), any other state on
 * demand. Finance and admins approve (the gateway pays; above the four-eyes amount only at a
 * second operator's approval) or reject with a reason the player sees.
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
          <Stack gap={0} miw={160} maw={220}>
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
        id: "checks",
        header: t("withdrawals.checks"),
        cell: ({ row }) => <Checks withdrawal={row.original} currencies={currencies} />,
      },
      {
        id: "actions",
        header: t("withdrawals.actions"),
        cell: ({ row }) =>
          canDecide?.can && row.original.state === "pending" ? (
            // Stacked, so the queue with its checks still fits a 1280 px screen without scrolling.
            <Stack gap="xs" align="stretch">
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
            </Stack>
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
      <Notice message={notice} />
      <DataTable table={table} caption={t("withdrawals.title")} minWidth={960} />
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
        onSuccess: (answer) => {
          setReason("");
          invalidate({ resource: "withdrawals", invalidates: ["list"] });
          // Above the four-eyes amount the first approval pays nothing: the request stays pending.
          const after = answer.data as OperatorWithdrawal | undefined;
          const firstOnly = !isReject && after?.state === "pending" && after.four_eyes.first_approval !== null;
          onDone(
            t(isReject ? "withdrawals.rejected" : firstOnly ? "withdrawals.firstApproved" : "withdrawals.approved", {
              id: withdrawal.id,
            }),
          );
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
  // Above the four-eyes amount the first approval only records a decision; the second one pays.
  const fourEyes = withdrawal?.four_eyes;
  const isFirstOfTwo = !isReject && fourEyes?.required === true && fourEyes.first_approval === null;
  const approveLead = (): string => {
    if (!withdrawal) return "";
    const values = {
      amount: formatMoney(withdrawal.amount_cents, withdrawal.currency, currencies),
      player: withdrawal.player_email,
      method: withdrawal.system_name,
    };
    if (isFirstOfTwo) return t("withdrawals.firstApproveLead", values);
    if (fourEyes?.first_approval) {
      return t("withdrawals.secondApproveLead", { ...values, operator: fourEyes.first_approval.operator_email });
    }
    return t("withdrawals.approveLead", values);
  };
  return (
    <Modal
      opened={decision !== null}
      onClose={() => {
        setError(null);
        onClose();
      }}
      title={
        withdrawal
          ? t(
              isReject
                ? "withdrawals.rejectTitle"
                : isFirstOfTwo
                  ? "withdrawals.firstApproveTitle"
                  : "withdrawals.approveTitle",
              { id: withdrawal.id },
            )
          : ""
      }
      centered
      closeButtonProps={{ "aria-label": t("withdrawals.cancel") }}
    >
      {withdrawal ? (
        <form onSubmit={submit}>
          <Stack gap="md">
            <Text size="sm">{isReject ? t("withdrawals.rejectLead") : approveLead()}</Text>
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
            <DialogButtons
              submitLabel={t(
                isReject ? "withdrawals.reject" : isFirstOfTwo ? "withdrawals.firstApprove" : "withdrawals.approve",
              )}
              busy={mutation.isPending}
              onCancel={onClose}
              cancelLabel={t("withdrawals.cancel")}
              color={isReject ? "red.9" : "teal.9"}
            />
          </Stack>
        </form>
      ) : null}
    </Modal>
  );
}

const KYC_COLOURS: Record<WithdrawalRiskHints["kyc_status"], string> = {
  verified: "green",
  pending: "yellow",
  unverified: "red",
};

/**
 * Beside each request: its four-eyes state (who approved first; a second, different operator
 * must approve) and the risk hints to weigh it: KYC, money in and out, open bonuses, players
 * seen at the same IP address.
 */
function Checks({
  withdrawal,
  currencies,
}: {
  withdrawal: OperatorWithdrawal;
  currencies: ReturnType<typeof useCurrencies>;
}) {
  const { four_eyes: fourEyes, risk } = withdrawal;
  const money = (cents: number) => formatMoney(cents, withdrawal.currency, currencies);
  const pending = withdrawal.state === "pending" || withdrawal.state === "processing";
  return (
    <Stack gap={4} miw={200} maw={260} align="flex-start">
      {pending && fourEyes.first_approval ? (
        <Text
          size="xs"
          fw={600}
          c="dark.8"
          pl={6}
          // The tint marks it; the text stays near-black (orange text misses 4.5:1 on the striped rows).
          style={{ borderLeft: "3px solid var(--mantine-color-orange-6)" }}
          data-testid="four-eyes"
        >
          {t("withdrawals.firstApproval", {
            operator: fourEyes.first_approval.operator_email,
            time: formatDateTime(fourEyes.first_approval.approved_at),
          })}
        </Text>
      ) : pending && fourEyes.required ? (
        <Text size="xs" fw={600} data-testid="four-eyes">
          {t("withdrawals.fourEyes")}
        </Text>
      ) : null}
      {risk ? (
        <>
          <StatusBadge
            status={risk.kyc_status}
            color={KYC_COLOURS[risk.kyc_status]}
            label={t("risk.kyc", { status: t(`risk.kyc.${risk.kyc_status}`) })}
          />
          <Text size="xs">
            {t("risk.money", {
              deposits: money(risk.deposits_cents),
              count: risk.deposits_count,
              withdrawals: money(risk.withdrawals_cents),
            })}
          </Text>
          {risk.open_bonuses > 0 ? <Text size="xs">{t("risk.bonuses", { count: risk.open_bonuses })}</Text> : null}
          {risk.players_sharing_ip.length > 0 ? <SharedIp players={risk.players_sharing_ip} /> : null}
        </>
      ) : null}
    </Stack>
  );
}

/**
 * Other players seen at the player's addresses: the first few as links to their 360 (by id: their
 * e-mails would read as this row's player), and how many more.
 */
function SharedIp({ players }: { players: WithdrawalRiskHints["players_sharing_ip"] }) {
  return (
    <Text size="xs" c="red.9">
      {t("risk.sharedIp")}{" "}
      {players.slice(0, 3).map((other, index) => (
        <span key={other.player_id}>
          {index > 0 ? ", " : null}
          <Anchor
            component={Link}
            to={`/players/${other.player_id}`}
            size="xs"
            c="red.9"
            underline="always"
            title={`${other.player_email} (${other.ips.join(", ")})`}
          >
            #{other.player_id}
          </Anchor>
        </span>
      ))}
      {players.length > 3 ? ` ${t("risk.more", { count: players.length - 3 })}` : null}
    </Text>
  );
}
