import {
  type OperatorSportsbookAlert,
  type OperatorSportsbookAlertsPage,
  type OperatorSportsbookDebts,
  SPORTSBOOK_ALERT_KINDS,
  type SportsbookReconciliation,
} from "@croupier/contract/schemas/sportsbook";
import { Anchor, Button, Group, Modal, Select, SimpleGrid, Stack, Table, Text, Textarea, Title } from "@mantine/core";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Link } from "react-router";
import { useCurrencies } from "../api/currencies.ts";
import { api } from "../api/http.ts";
import { useHasPermission } from "../api/permissions.ts";
import { DialogButtons, FormAlert } from "../components/form-feedback.tsx";
import { Notice } from "../components/notice.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { QueryTable } from "../components/query-table.tsx";
import { StatusBadge } from "../components/status-badge.tsx";
import { formatDateTime, formatMoney } from "../format.ts";
import { type MessageKey, t } from "../i18n/messages.ts";
import { apiFieldErrors, DateTimeField, type FormErrors, isoToLocal, requiredTime } from "./competition-form.tsx";

// The embedded vendor's back-office side: alerts to look at (a rollback that left a player owing
// money, the mismatches a reconciliation found) and their acknowledgement, what players owe, and
// a reconciliation of our bets with the vendor's list, run on demand.

const ALERTS_KEY = ["sportsbook-alerts"];
const DEBTS_KEY = ["sportsbook-debts"];

const kindLabel = (kind: string) =>
  (SPORTSBOOK_ALERT_KINDS as readonly string[]).includes(kind) ? t(`sportsbook.alertKind.${kind}` as MessageKey) : kind;

/** A player's id as a link to their 360, for staff who may read players. */
function PlayerRef({ id }: { id: number | null }) {
  const canOpen = useHasPermission("players.read");
  if (id === null) return <>—</>;
  if (!canOpen) return <>{t("sportsbook.playerId", { id })}</>;
  return (
    <Anchor component={Link} to={`/players/${id}`} size="sm">
      {t("sportsbook.playerId", { id })}
    </Anchor>
  );
}

/** The alert's facts (amounts are minor units as strings), as one short line. */
function detailText(alert: OperatorSportsbookAlert, money: (cents: string, currency: string) => string): string {
  const detail = alert.detail as Record<string, unknown>;
  const currency = typeof detail.currency === "string" ? detail.currency : "";
  const parts: string[] = [];
  for (const [key, value] of Object.entries(detail)) {
    if (key === "currency" || value === null || typeof value === "object") continue;
    const text = String(value);
    parts.push(
      `${key.replaceAll("_", " ")}: ${currency && /_cents$|^shortfall$|^amount$/.test(key) && /^-?\d{1,30}$/.test(text) ? money(text, currency) : text}`,
    );
  }
  return parts.join(" · ") || "—";
}

export function SportsbookAlertsPage() {
  const queryClient = useQueryClient();
  const canReconcile = useHasPermission("sportsbook.reconcile");
  const currencies = useCurrencies();
  // A debt beyond 2^53 minor units is not a real case; Number keeps the formatter simple.
  const money = (cents: string, currency: string) => formatMoney(Number(cents), currency, currencies);
  const [kind, setKind] = useState<string | null>(null);
  const [state, setState] = useState<string | null>("false");
  const [acknowledging, setAcknowledging] = useState<OperatorSportsbookAlert | null>(null);
  const [reconciling, setReconciling] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [result, setResult] = useState<SportsbookReconciliation | null>(null);

  const search = new URLSearchParams({ page_size: "100" });
  if (kind) search.set("kind", kind);
  if (state) search.set("acknowledged", state);
  const alerts = useQuery({
    queryKey: [...ALERTS_KEY, kind, state],
    queryFn: () => api<OperatorSportsbookAlertsPage>(`/api/operator/sportsbook/alerts?${search}`),
    placeholderData: keepPreviousData,
  });
  const debts = useQuery({
    queryKey: DEBTS_KEY,
    queryFn: () => api<OperatorSportsbookDebts>("/api/operator/sportsbook/debts"),
  });
  const alertRows = alerts.data?.data ?? [];
  const debtRows = debts.data?.data ?? [];

  return (
    <>
      <PageHeader title={t("sportsbook.alertsTitle")} lead={t("sportsbook.alertsLead")}>
        {canReconcile ? (
          <Button onClick={() => setReconciling(true)}>{t("sportsbook.runReconciliation")}</Button>
        ) : null}
      </PageHeader>
      <Notice message={notice} />
      {result ? <ReconciliationResult result={result} /> : null}
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t("sportsbook.alerts")}
        </Title>
        <Group gap="sm">
          <Select
            label={t("sportsbook.alertKind")}
            placeholder={t("sportsbook.all")}
            data={SPORTSBOOK_ALERT_KINDS.map((value) => ({ value, label: kindLabel(value) }))}
            value={kind}
            onChange={setKind}
            clearable
            w={240}
          />
          <Select
            label={t("sportsbook.alertState")}
            placeholder={t("sportsbook.all")}
            data={[
              { value: "false", label: t("sportsbook.toLookAt") },
              { value: "true", label: t("sportsbook.acknowledged") },
            ]}
            value={state}
            onChange={setState}
            clearable
            w={200}
          />
        </Group>
        <QueryTable
          query={alerts}
          empty={alertRows.length === 0}
          caption={t("sportsbook.alerts")}
          minWidth={880}
          busy={alerts.isFetching}
          head={
            <>
              <Table.Th scope="col">{t("sportsbook.raised")}</Table.Th>
              <Table.Th scope="col">{t("sportsbook.alertKind")}</Table.Th>
              <Table.Th scope="col">{t("sportsbook.player")}</Table.Th>
              <Table.Th scope="col">{t("sportsbook.detail")}</Table.Th>
              <Table.Th scope="col">{t("sportsbook.alertState")}</Table.Th>
            </>
          }
        >
          {alertRows.map((alert) => (
            <Table.Tr key={alert.id}>
              <Table.Td>
                <Text size="sm">{formatDateTime(alert.created_at)}</Text>
                <Text size="xs" c="gray.7">
                  {alert.vendor}
                  {alert.bet_id === null ? "" : ` · ${t("sportsbook.betId", { id: alert.bet_id })}`}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge
                  status={alert.kind}
                  color={alert.kind === "player_debt" ? "red" : "yellow"}
                  label={kindLabel(alert.kind)}
                />
              </Table.Td>
              <Table.Td>
                <PlayerRef id={alert.player_id} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                  {detailText(alert, money)}
                </Text>
              </Table.Td>
              <Table.Td>
                {alert.acknowledged ? (
                  <>
                    <Text size="sm">
                      {t("sportsbook.acknowledgedAt", { at: formatDateTime(alert.acknowledged.at) })}
                    </Text>
                    {alert.acknowledged.note ? (
                      <Text size="xs" c="gray.7">
                        {alert.acknowledged.note}
                      </Text>
                    ) : null}
                  </>
                ) : canReconcile ? (
                  <Button
                    size="xs"
                    variant="default"
                    onClick={() => setAcknowledging(alert)}
                    aria-label={t("sportsbook.acknowledgeNamed", { id: alert.id })}
                  >
                    {t("sportsbook.acknowledge")}
                  </Button>
                ) : (
                  <Text size="sm">{t("sportsbook.toLookAt")}</Text>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </QueryTable>
      </Stack>
      <Stack gap="sm" mt="xl">
        <Title order={2} size="h3">
          {t("sportsbook.debts")}
        </Title>
        <Text size="sm" c="gray.7">
          {t("sportsbook.debtsLead")}
        </Text>
        <QueryTable
          query={debts}
          empty={debtRows.length === 0}
          caption={t("sportsbook.debts")}
          minWidth={480}
          head={[t("sportsbook.player"), t("sportsbook.owed")]}
        >
          {debtRows.map((debt) => (
            <Table.Tr key={`${debt.player_id}-${debt.currency}`}>
              <Table.Td>
                <PlayerRef id={debt.player_id} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{money(debt.owed_cents, debt.currency)}</Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </QueryTable>
      </Stack>
      <AcknowledgeDialog
        alert={acknowledging}
        onClose={() => setAcknowledging(null)}
        onDone={(alert) => {
          setAcknowledging(null);
          setNotice(t("sportsbook.acknowledgedNotice", { kind: kindLabel(alert.kind) }));
          queryClient.invalidateQueries({ queryKey: ALERTS_KEY });
        }}
      />
      <ReconcileDialog
        opened={reconciling}
        onClose={() => setReconciling(false)}
        onDone={(answer) => {
          setReconciling(false);
          setResult(answer);
          setNotice(t("sportsbook.reconciled", { alerts: answer.alerts_created }));
          queryClient.invalidateQueries({ queryKey: ALERTS_KEY });
        }}
      />
    </>
  );
}

function ReconciliationResult({ result }: { result: SportsbookReconciliation }) {
  const items: [MessageKey, string | number][] = [
    ["sportsbook.window", `${formatDateTime(result.since)} – ${formatDateTime(result.until)}`],
    ["sportsbook.ours", result.ours],
    ["sportsbook.theirs", result.theirs],
    ["sportsbook.alertKind.missing_ours", result.mismatches.missing_ours],
    ["sportsbook.alertKind.missing_theirs", result.mismatches.missing_theirs],
    ["sportsbook.alertKind.differs", result.mismatches.differs],
  ];
  return (
    <SimpleGrid
      cols={{ base: 2, sm: 3, lg: 6 }}
      mb="lg"
      component="dl"
      aria-label={t("sportsbook.reconciliation", { vendor: result.vendor })}
    >
      {items.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="gray.7">
            {t(label)}
          </Text>
          <Text component="dd" m={0} fw={600}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

function AcknowledgeDialog({
  alert,
  onClose,
  onDone,
}: {
  alert: OperatorSportsbookAlert | null;
  onClose: () => void;
  onDone: (alert: OperatorSportsbookAlert) => void;
}) {
  const [note, setNote] = useState("");
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!alert) return;
    setNote("");
    setErrors({});
  }, [alert]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !alert) return;
    setBusy(true);
    try {
      const answer = await api<OperatorSportsbookAlert>(`/api/operator/sportsbook/alerts/${alert.id}/acknowledge`, {
        method: "POST",
        body: note.trim() ? { note: note.trim() } : {},
      });
      onDone(answer);
    } catch (failure) {
      setErrors(apiFieldErrors(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      opened={alert !== null}
      onClose={onClose}
      title={alert ? t("sportsbook.acknowledgeTitle", { kind: kindLabel(alert.kind) }) : ""}
      closeButtonProps={{ "aria-label": t("common.cancel") }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t("sportsbook.acknowledgeLead")}</Text>
          <Textarea
            label={t("sportsbook.note")}
            data-autofocus
            maxLength={500}
            minRows={2}
            autosize
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            error={errors.note}
          />
          <FormAlert message={errors.base ?? null} />
          <DialogButtons submitLabel={t("sportsbook.acknowledge")} busy={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

function ReconcileDialog({
  opened,
  onClose,
  onDone,
}: {
  opened: boolean;
  onClose: () => void;
  onDone: (result: SportsbookReconciliation) => void;
}) {
  const [since, setSince] = useState("");
  const [until, setUntil] = useState("");
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!opened) return;
    const now = new Date();
    setSince(isoToLocal(new Date(now.getTime() - 24 * 3_600_000)));
    setUntil(isoToLocal(now));
    setErrors({});
  }, [opened]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const local: FormErrors = {};
    const from = requiredTime(since, "since", local);
    const to = requiredTime(until, "until", local);
    if (Object.keys(local).length > 0) {
      setErrors(local);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      onDone(
        await api<SportsbookReconciliation>("/api/operator/sportsbook/reconciliations", {
          method: "POST",
          body: { vendor: "betby", since: from, until: to },
        }),
      );
    } catch (failure) {
      setErrors(apiFieldErrors(failure));
    } finally {
      setBusy(false);
    }
  }

  const leftover = Object.entries(errors)
    .filter(([field]) => field !== "since" && field !== "until")
    .map(([, message]) => message)
    .join(" ");

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t("sportsbook.reconcileTitle")}
      closeButtonProps={{ "aria-label": t("common.cancel") }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t("sportsbook.reconcileLead")}</Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <DateTimeField
              label={t("sportsbook.since")}
              description={t("competition.localTime")}
              value={since}
              onChange={setSince}
              error={errors.since}
            />
            <DateTimeField
              label={t("sportsbook.until")}
              description={t("competition.localTime")}
              value={until}
              onChange={setUntil}
              error={errors.until}
            />
          </SimpleGrid>
          <FormAlert message={leftover || undefined} />
          <DialogButtons submitLabel={t("sportsbook.runReconciliation")} busy={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
