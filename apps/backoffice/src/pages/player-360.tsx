import type { Player360 } from "@croupier/contract/schemas/player-admin";
import {
  Alert,
  Anchor,
  Box,
  Button,
  Center,
  Code,
  Group,
  Loader,
  NumberInput,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useOne } from "@refinedev/core";
import { type ReactNode, useEffect, useState } from "react";
import { Link, useParams } from "react-router";
import { parseMinorUnits } from "../amount.ts";
import { useCurrencies } from "../api/currencies.ts";
import { useHasPermission } from "../api/permissions.ts";
import { actionLabel } from "../audit-diff.ts";
import { ActionDialog } from "../components/action-dialog.tsx";
import { AuditDetails } from "../components/audit-details.tsx";
import { Notice } from "../components/notice.tsx";
import { type Column, SimpleTable } from "../components/simple-table.tsx";
import { StatusBadge } from "../components/status-badge.tsx";
import { formatDateTime, formatMoney } from "../format.ts";
import { type MessageKey, t } from "../i18n/messages.ts";
import { PlayerGrantAction } from "./player-grant-dialog.tsx";
import { PlayerKycPanel } from "./player-kyc.tsx";
import {
  BONUS_STAGE_COLOURS,
  bonusStageLabel,
  exclusionKindLabel,
  limitPeriodLabel,
  limitStatusLabel,
  limitTypeLabel,
  PAYMENT_STATE_COLOURS,
  paymentActionLabel,
  paymentStateLabel,
  statementKindLabel,
  walletLabel,
} from "./player-labels.ts";
import { PLAYER_STATUS_COLOURS, playerStatusLabel } from "./player-status.ts";

type Adjustment = Player360["adjustments"][number];
type Profile = Player360["profile"];
type Currencies = ReturnType<typeof useCurrencies>;

/** The actions that take nothing but a reason: the API path and the dialog's texts. */
const REASON_ACTIONS = {
  block: { path: "block", label: "player.block", title: "player.blockTitle", lead: "player.blockLead", danger: true },
  unblock: {
    path: "unblock",
    label: "player.unblock",
    title: "player.unblockTitle",
    lead: "player.unblockLead",
    danger: false,
  },
  endSessions: {
    path: "end_sessions",
    label: "player.endSessions",
    title: "player.endSessionsTitle",
    lead: "player.endSessionsLead",
    danger: true,
  },
  liftLockOut: {
    path: "lift_lock_out",
    label: "player.liftLockOut",
    title: "player.liftLockOutTitle",
    lead: "player.liftLockOutLead",
    danger: false,
  },
} as const satisfies Record<
  string,
  { path: string; label: MessageKey; title: MessageKey; lead: MessageKey; danger: boolean }
>;
type ReasonAction = keyof typeof REASON_ACTIONS;
type Dialog = ReasonAction | "note" | "intervene" | "adjust" | null;

export const ADJUSTMENT_COLOURS: Record<Adjustment["status"], string> = {
  requested: "yellow",
  posted: "green",
  rejected: "red",
};
export const adjustmentLabel = (status: Adjustment["status"]) => t(`adjustment.status.${status}` as MessageKey);

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** Label and value pairs of the profile, in a grid that becomes one column on a narrow screen. */
export function Facts({ items }: { items: [MessageKey, ReactNode][] }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Box
        component="dl"
        m={0}
        style={{
          display: "grid",
          gap: "var(--mantine-spacing-sm)",
          gridTemplateColumns: "repeat(auto-fill, minmax(220px, 1fr))",
        }}
      >
        {items.map(([label, value]) => (
          <div key={label}>
            <Text component="dt" size="xs" c="dimmed">
              {t(label)}
            </Text>
            <Text component="dd" size="sm" m={0} style={{ overflowWrap: "anywhere" }}>
              {value ?? "—"}
            </Text>
          </div>
        ))}
      </Box>
    </Paper>
  );
}

/** The player 360: everything about one player in tabs, and the actions the operator's role allows. */
export function PlayerPage() {
  const { id = "" } = useParams();
  const currencies = useCurrencies();
  const canManage = useHasPermission("players.manage");
  const canProtect = useHasPermission("players.protect");
  const canAdjust = useHasPermission("players.adjust_balance");
  const canReadKyc = useHasPermission("kyc.read");
  const [dialog, setDialog] = useState<Dialog>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const { query, result: player } = useOne<Player360>({
    resource: "players",
    id,
    errorNotification: false,
  });

  if (query.isLoading) {
    return (
      <Center mih="40dvh">
        <Loader aria-label={t("app.loading")} />
      </Center>
    );
  }
  if (query.isError || !player) {
    const missing = query.error?.statusCode === 404 || query.error?.statusCode === 422;
    return (
      <Stack gap="md" align="flex-start">
        <Anchor component={Link} to="/players" size="sm">
          ← {t("player.back")}
        </Anchor>
        <Alert color="red" role="alert" w="100%">
          <Group justify="space-between">
            <Text size="sm">{missing ? t("player.notFound") : (query.error?.message ?? t("error.generic"))}</Text>
            {missing ? null : (
              <Button size="xs" variant="light" onClick={() => query.refetch()}>
                {t("table.retry")}
              </Button>
            )}
          </Group>
        </Alert>
      </Stack>
    );
  }

  const profile = player.profile;
  const done = (text: string) => {
    setDialog(null);
    setNotice(text);
    query.refetch();
  };
  const reasonAction = dialog && dialog in REASON_ACTIONS ? REASON_ACTIONS[dialog as ReasonAction] : null;
  const money = (cents: number, currency: string) => formatMoney(cents, currency, currencies);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Anchor component={Link} to="/players" size="sm">
          ← {t("player.back")}
        </Anchor>
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={2}>
            <Group gap="sm">
              <Title order={1} size="h2" style={{ overflowWrap: "anywhere" }}>
                {profile.email}
              </Title>
              <StatusBadge
                status={profile.status}
                color={PLAYER_STATUS_COLOURS[profile.status]}
                label={playerStatusLabel(profile.status)}
              />
            </Group>
            <Text size="sm" c="dimmed">
              {[t("player.idLabel", { id: profile.id }), fullName(profile), profile.country]
                .filter(Boolean)
                .join(" · ")}
            </Text>
          </Stack>
          <Group gap="xs" role="group" aria-label={t("player.actions")}>
            {canManage ? (
              <>
                {profile.blocked_at ? (
                  <Button size="xs" variant="outline" onClick={() => setDialog("unblock")}>
                    {t("player.unblock")}
                  </Button>
                ) : (
                  <Button size="xs" variant="outline" color="red.9" onClick={() => setDialog("block")}>
                    {t("player.block")}
                  </Button>
                )}
                <Button size="xs" variant="outline" onClick={() => setDialog("endSessions")}>
                  {t("player.endSessions")}
                </Button>
                {profile.locked_at ? (
                  <Button size="xs" variant="outline" onClick={() => setDialog("liftLockOut")}>
                    {t("player.liftLockOut")}
                  </Button>
                ) : null}
                <Button size="xs" variant="outline" onClick={() => setDialog("note")}>
                  {t("player.addNote")}
                </Button>
              </>
            ) : null}
            {canProtect ? (
              <Button size="xs" variant="outline" onClick={() => setDialog("intervene")}>
                {t("player.intervene")}
              </Button>
            ) : null}
            <PlayerGrantAction playerId={profile.id} email={profile.email} onDone={done} />
            {canAdjust ? (
              <Button size="xs" onClick={() => setDialog("adjust")}>
                {t("player.adjust")}
              </Button>
            ) : null}
          </Group>
        </Group>
      </Stack>

      <Notice message={notice} mb={0} />

      <Tabs defaultValue="profile" keepMounted={false}>
        <Tabs.List aria-label={t("player.tabs")} mb="md">
          {(
            [
              "profile",
              "accounts",
              "statement",
              "payments",
              "rounds",
              "bonuses",
              "protection",
              "kyc",
              "sessions",
              "notes",
              "adjustments",
              "audit",
            ] as const
          )
            .filter((tab) => tab !== "kyc" || canReadKyc)
            .map((tab) => (
              <Tabs.Tab key={tab} value={tab}>
                {t(`player.tab.${tab}`)}
              </Tabs.Tab>
            ))}
        </Tabs.List>

        <Tabs.Panel value="profile">
          <Facts
            items={[
              ["player.field.name", fullName(profile)],
              ["player.field.nickname", profile.nickname],
              ["player.field.email", profile.email],
              ["player.field.birth", profile.date_of_birth],
              ["player.field.phone", profile.mobile_phone],
              [
                "player.field.address",
                [profile.address, profile.postal_code, profile.city, profile.country].filter(Boolean).join(", ") ||
                  null,
              ],
              ["player.field.currency", profile.currency],
              ["player.field.locale", profile.locale],
              ["player.field.confirmed", formatDateTime(profile.confirmed_at)],
              ["player.field.created", formatDateTime(profile.created_at)],
              ["player.field.blocked", formatDateTime(profile.blocked_at)],
              ["player.field.locked", formatDateTime(profile.locked_at)],
              ["player.field.failedSignIns", profile.failed_sign_ins],
              ["player.field.signIns", profile.sign_in_count],
              [
                "player.field.lastSignIn",
                // Devise's `current_*` is the latest sign-in, `last_*` the one before it.
                latestSignIn(profile),
              ],
            ]}
          />
        </Tabs.Panel>

        <Tabs.Panel value="accounts">
          <SimpleTable
            caption={t("player.tab.accounts")}
            rows={player.accounts}
            rowKey={(row) => `${row.currency}-${row.wallet}`}
            minWidth={360}
            columns={[
              { header: t("player.col.currency"), cell: (row) => row.currency },
              { header: t("player.col.wallet"), cell: (row) => t(`player.wallet.${row.wallet}`) },
              {
                header: t("player.col.balance"),
                cell: (row) => <Nowrap>{money(row.balance_cents, row.currency)}</Nowrap>,
              },
            ]}
          />
        </Tabs.Panel>

        <Tabs.Panel value="statement">
          <SimpleTable
            caption={t("player.tab.statement")}
            rows={player.statement}
            rowKey={(row) => row.id}
            columns={[
              { header: t("player.col.time"), cell: (row) => <Nowrap>{formatDateTime(row.created_at)}</Nowrap> },
              { header: t("player.col.kind"), cell: (row) => statementKindLabel(row.kind) },
              { header: t("player.col.wallet"), cell: (row) => walletLabel(row.wallet) },
              {
                header: t("player.col.amount"),
                cell: (row) => <Nowrap>{money(row.amount_cents, row.currency)}</Nowrap>,
              },
              {
                header: t("player.col.balanceAfter"),
                cell: (row) =>
                  row.balance_after_cents === null ? (
                    "—"
                  ) : (
                    <Nowrap>{money(row.balance_after_cents, row.currency)}</Nowrap>
                  ),
              },
            ]}
          />
        </Tabs.Panel>

        <Tabs.Panel value="payments">
          <SimpleTable
            caption={t("player.tab.payments")}
            rows={player.payments}
            rowKey={(row) => row.id}
            columns={[
              { header: t("player.col.time"), cell: (row) => <Nowrap>{formatDateTime(row.created_at)}</Nowrap> },
              { header: t("player.col.kind"), cell: (row) => `${paymentActionLabel(row.action)} #${row.id}` },
              { header: t("player.col.method"), cell: (row) => row.system_name },
              {
                header: t("player.col.amount"),
                cell: (row) => <Nowrap>{money(row.amount_cents, row.currency)}</Nowrap>,
              },
              {
                header: t("player.col.state"),
                cell: (row) => (
                  <StatusBadge
                    status={row.state}
                    color={PAYMENT_STATE_COLOURS[row.state]}
                    label={paymentStateLabel(row.state)}
                  />
                ),
              },
            ]}
          />
        </Tabs.Panel>

        <Tabs.Panel value="rounds">
          <SimpleTable
            caption={t("player.tab.rounds")}
            rows={player.rounds}
            rowKey={(row) => row.id}
            columns={[
              { header: t("player.col.time"), cell: (row) => <Nowrap>{formatDateTime(row.created_at)}</Nowrap> },
              { header: t("player.col.game"), cell: (row) => `${row.game} (${row.provider})` },
              {
                header: t("player.col.bet"),
                cell: (row) => <Nowrap>{money(row.total_bet_cents, row.currency)}</Nowrap>,
              },
              {
                header: t("player.col.win"),
                cell: (row) => <Nowrap>{money(row.total_win_cents, row.currency)}</Nowrap>,
              },
              { header: t("player.col.closed"), cell: (row) => t(row.closed ? "common.yes" : "common.no") },
            ]}
          />
        </Tabs.Panel>

        <Tabs.Panel value="bonuses">
          <SimpleTable
            caption={t("player.tab.bonuses")}
            rows={player.bonuses}
            rowKey={(row) => row.id}
            columns={[
              { header: t("player.col.title"), cell: (row) => row.title },
              {
                header: t("player.col.state"),
                cell: (row) => (
                  <StatusBadge
                    status={row.stage}
                    color={BONUS_STAGE_COLOURS[row.stage]}
                    label={bonusStageLabel(row.stage)}
                  />
                ),
              },
              {
                header: t("player.col.amount"),
                cell: (row) => <Nowrap>{money(row.amount_cents, row.currency)}</Nowrap>,
              },
              {
                header: t("player.col.bet"),
                cell: (row) => (
                  <Nowrap>
                    {money(row.amount_wager_cents, row.currency)} /{" "}
                    {money(row.amount_wager_requirement_cents, row.currency)}
                  </Nowrap>
                ),
              },
              { header: t("player.col.time"), cell: (row) => <Nowrap>{formatDateTime(row.created_at)}</Nowrap> },
            ]}
          />
        </Tabs.Panel>

        <Tabs.Panel value="protection">
          <Stack gap="lg">
            <Section title={t("player.exclusion")}>
              <Paper withBorder radius="md" p="md">
                <Text size="sm">
                  {player.exclusion
                    ? t(player.exclusion.ends_at ? "player.exclusion.until" : "player.exclusion.forever", {
                        kind: exclusionKindLabel(player.exclusion.kind),
                        start: formatDateTime(player.exclusion.starts_at),
                        end: formatDateTime(player.exclusion.ends_at),
                      })
                    : t("player.exclusion.none")}
                </Text>
              </Paper>
            </Section>
            <Section title={t("player.limits")}>
              <SimpleTable
                caption={t("player.limits")}
                rows={player.limits}
                rowKey={(row) => row.id}
                columns={[
                  { header: t("player.col.type"), cell: (row) => limitTypeLabel(row.type) },
                  { header: t("player.col.period"), cell: (row) => limitPeriodLabel(row.period) },
                  {
                    header: t("player.col.value"),
                    cell: (row) =>
                      row.minutes !== null
                        ? t("limit.minutes", { minutes: row.minutes })
                        : row.accounts.map((account) => money(account.amount_cents, account.currency)).join(", "),
                  },
                  { header: t("player.col.status"), cell: (row) => limitStatusLabel(row.status) },
                  { header: t("player.col.time"), cell: (row) => <Nowrap>{formatDateTime(row.created_at)}</Nowrap> },
                ]}
              />
            </Section>
          </Stack>
        </Tabs.Panel>

        {canReadKyc ? (
          <Tabs.Panel value="kyc">
            <PlayerKycPanel playerId={profile.id} />
          </Tabs.Panel>
        ) : null}

        <Tabs.Panel value="sessions">
          <Stack gap="lg">
            <Section title={t("player.liveSessions")}>
              <SimpleTable
                caption={t("player.liveSessions")}
                rows={player.sessions}
                rowKey={(row) => row.id}
                columns={[
                  { header: t("player.col.started"), cell: (row) => <Nowrap>{formatDateTime(row.created_at)}</Nowrap> },
                  {
                    header: t("player.col.lastSeen"),
                    cell: (row) => <Nowrap>{formatDateTime(row.last_seen_at)}</Nowrap>,
                  },
                  {
                    header: t("player.col.state"),
                    cell: (row) => (
                      <StatusBadge
                        status={row.active ? "active" : "ended"}
                        color={row.active ? "green" : "gray"}
                        label={t(row.active ? "session.active" : "session.ended")}
                      />
                    ),
                  },
                  ...whereColumns<Player360["sessions"][number]>(),
                ]}
              />
            </Section>
            <Section title={t("player.signIns")}>
              <SimpleTable
                caption={t("player.signIns")}
                rows={player.sign_ins}
                rowKey={(row) => row.id}
                columns={[
                  { header: t("player.col.time"), cell: (row) => <Nowrap>{formatDateTime(row.created_at)}</Nowrap> },
                  ...whereColumns<Player360["sign_ins"][number]>(),
                ]}
              />
            </Section>
          </Stack>
        </Tabs.Panel>

        <Tabs.Panel value="notes">
          <SimpleTable
            caption={t("player.tab.notes")}
            rows={player.notes}
            rowKey={(row) => row.id}
            columns={[
              { header: t("player.col.time"), cell: (row) => <Nowrap>{formatDateTime(row.created_at)}</Nowrap> },
              { header: t("player.col.operator"), cell: (row) => row.operator_email ?? `#${row.operator_id}` },
              {
                header: t("player.col.text"),
                cell: (row) => (
                  <Text size="sm" style={{ whiteSpace: "pre-wrap" }} maw={520}>
                    {row.text}
                  </Text>
                ),
              },
            ]}
          />
        </Tabs.Panel>

        <Tabs.Panel value="adjustments">
          <SimpleTable
            caption={t("player.tab.adjustments")}
            rows={player.adjustments}
            rowKey={(row) => row.id}
            columns={adjustmentColumns(money)}
          />
        </Tabs.Panel>

        <Tabs.Panel value="audit">
          <SimpleTable
            caption={t("player.tab.audit")}
            rows={player.audit_trail}
            rowKey={(row) => row.id}
            columns={[
              { header: t("player.col.time"), cell: (row) => <Nowrap>{formatDateTime(row.created_at)}</Nowrap> },
              { header: t("player.col.operator"), cell: (row) => row.operator_email ?? "—" },
              {
                header: t("player.col.action"),
                cell: (row) => (
                  <Stack gap={2} align="flex-start">
                    <Text size="sm" fw={600}>
                      {actionLabel(row.action)}
                    </Text>
                    <Code>{row.action}</Code>
                  </Stack>
                ),
              },
              { header: t("player.col.details"), cell: (row) => <AuditDetails details={row.details} /> },
            ]}
          />
        </Tabs.Panel>
      </Tabs>

      <ActionDialog
        opened={reasonAction !== null}
        title={reasonAction ? t(reasonAction.title, { email: profile.email }) : ""}
        lead={reasonAction ? t(reasonAction.lead) : undefined}
        url={`/api/operator/players/${profile.id}/${reasonAction?.path ?? ""}`}
        payload={(reason) => ({ reason })}
        submitLabel={reasonAction ? t(reasonAction.label) : ""}
        danger={reasonAction?.danger}
        onClose={() => setDialog(null)}
        onDone={() => reasonAction && done(t("player.done", { action: t(reasonAction.label) }))}
      />
      <NoteDialog
        opened={dialog === "note"}
        playerId={profile.id}
        onClose={() => setDialog(null)}
        onDone={() => done(t("player.noteAdded"))}
      />
      <InterventionDialog
        opened={dialog === "intervene"}
        profile={profile}
        currencies={currencies}
        onClose={() => setDialog(null)}
        onDone={() => done(t("player.intervened"))}
      />
      <AdjustmentDialog
        opened={dialog === "adjust"}
        profile={profile}
        accountCurrencies={[...new Set(player.accounts.map((account) => account.currency))]}
        currencies={currencies}
        onClose={() => setDialog(null)}
        onDone={(status) => done(t(status === "requested" ? "player.adjustRequested" : "player.adjustPosted"))}
      />
    </Stack>
  );
}

function Nowrap({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" span style={{ whiteSpace: "nowrap" }}>
      {children}
    </Text>
  );
}

function latestSignIn(profile: Profile): string | null {
  const at = profile.current_sign_in_at ?? profile.last_sign_in_at;
  const ip = profile.current_sign_in_at ? profile.current_sign_in_ip : profile.last_sign_in_ip;
  return at ? `${formatDateTime(at)}${ip ? ` · ${ip}` : ""}` : null;
}

function fullName(profile: Profile): string | null {
  return [profile.first_name, profile.last_name].filter(Boolean).join(" ") || null;
}

function whereColumns<T extends { ip: string | null; country: string | null; device: string | null }>(): Column<T>[] {
  return [
    { header: t("player.col.ip"), cell: (row) => row.ip ?? "—" },
    { header: t("player.col.country"), cell: (row) => row.country ?? "—" },
    {
      header: t("player.col.device"),
      cell: (row) => (
        <Text size="xs" maw={320} style={{ overflowWrap: "anywhere" }}>
          {row.device ?? "—"}
        </Text>
      ),
    },
  ];
}

/** The adjustments' columns, shared by the 360 and the four-eyes queue. */
export function adjustmentColumns(money: (cents: number, currency: string) => string): Column<Adjustment>[] {
  return [
    { header: t("player.col.time"), cell: (row) => <Nowrap>{formatDateTime(row.created_at)}</Nowrap> },
    { header: t("player.col.amount"), cell: (row) => <Nowrap>{money(row.amount_cents, row.currency)}</Nowrap> },
    {
      header: t("player.col.reason"),
      cell: (row) => (
        <Stack gap={0} maw={360}>
          <Text size="sm">{row.reason}</Text>
          <Text size="xs" c="dimmed">
            {t("adjustments.requestedBy", { id: row.requested_by })}
          </Text>
          {row.decision_reason ? (
            <Text size="xs" c="dimmed">
              {row.decision_reason}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      header: t("player.col.status"),
      cell: (row) => (
        <StatusBadge status={row.status} color={ADJUSTMENT_COLOURS[row.status]} label={adjustmentLabel(row.status)} />
      ),
    },
  ];
}

function NoteDialog({
  opened,
  playerId,
  onClose,
  onDone,
}: {
  opened: boolean;
  playerId: number;
  onClose: () => void;
  onDone: () => void;
}) {
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  return (
    <ActionDialog
      opened={opened}
      title={t("player.addNote")}
      url={`/api/operator/players/${playerId}/notes`}
      withReason={false}
      payload={() => {
        if (!text.trim()) {
          setError(t("error.required"));
          return null;
        }
        setError(null);
        return { note: { text: text.trim() } };
      }}
      submitLabel={t("player.addNote")}
      onClose={onClose}
      onDone={() => {
        setText("");
        onDone();
      }}
    >
      <Textarea
        label={t("player.note")}
        description={t("player.noteHint")}
        required
        data-autofocus
        maxLength={2000}
        minRows={3}
        autosize
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        error={error}
      />
    </ActionDialog>
  );
}

const LIMIT_TYPES = ["deposit", "loss", "wager", "session"] as const;
const PERIODS = ["day", "week", "month"] as const;

/** A time-out of some days, or a limit (money per period in one currency, or session minutes). */
function InterventionDialog({
  opened,
  profile,
  currencies,
  onClose,
  onDone,
}: {
  opened: boolean;
  profile: Profile;
  currencies: Currencies;
  onClose: () => void;
  onDone: () => void;
}) {
  const [kind, setKind] = useState<"timeout" | "limit">("timeout");
  const [days, setDays] = useState<number | string>(7);
  const [type, setType] = useState<(typeof LIMIT_TYPES)[number]>("deposit");
  const [period, setPeriod] = useState<(typeof PERIODS)[number]>("day");
  const [amount, setAmount] = useState("");
  const [minutes, setMinutes] = useState<number | string>(60);
  const [error, setError] = useState<string | null>(null);
  const units = currencies.find((currency) => currency.code === profile.currency)?.subunits_to_unit ?? 100;

  function payload(reason: string): object | null {
    setError(null);
    if (kind === "timeout") {
      if (typeof days !== "number" || days < 1) return fail();
      return { intervention: { kind, reason, days } };
    }
    if (type === "session") {
      if (typeof minutes !== "number" || minutes < 1) return fail();
      return { intervention: { kind, reason, limit: { type, period, minutes } } };
    }
    const cents = parseMinorUnits(amount, units);
    if (cents === null || cents < 0) return fail();
    return {
      intervention: {
        kind,
        reason,
        limit: { type, period, accounts: [{ currency: profile.currency, amount_cents: cents }] },
      },
    };
  }
  function fail() {
    setError(t("error.format"));
    return null;
  }

  return (
    <ActionDialog
      opened={opened}
      title={t("player.interveneTitle")}
      url={`/api/operator/players/${profile.id}/interventions`}
      payload={payload}
      submitLabel={t("player.intervene")}
      onClose={onClose}
      onDone={onDone}
    >
      <Stack gap="sm">
        <div>
          <Text size="sm" fw={500} id="intervention-kind" mb={4}>
            {t("player.interveneKind")}
          </Text>
          <SegmentedControl
            aria-labelledby="intervention-kind"
            value={kind}
            onChange={(value) => setKind(value as "timeout" | "limit")}
            data={[
              { value: "timeout", label: t("player.kind.timeout") },
              { value: "limit", label: t("player.kind.limit") },
            ]}
          />
        </div>
        {kind === "timeout" ? (
          <NumberInput label={t("player.days")} min={1} max={3650} value={days} onChange={setDays} error={error} />
        ) : (
          <>
            <Group grow>
              <Select
                label={t("player.limitType")}
                value={type}
                allowDeselect={false}
                onChange={(value) => setType((value ?? "deposit") as (typeof LIMIT_TYPES)[number])}
                data={LIMIT_TYPES.map((value) => ({ value, label: t(`player.limitType.${value}`) }))}
              />
              <Select
                label={t("player.limitPeriod")}
                value={period}
                allowDeselect={false}
                onChange={(value) => setPeriod((value ?? "day") as (typeof PERIODS)[number])}
                data={PERIODS.map((value) => ({ value, label: t(`player.period.${value}`) }))}
              />
            </Group>
            {type === "session" ? (
              <NumberInput
                label={t("player.limitMinutes")}
                min={1}
                value={minutes}
                onChange={setMinutes}
                error={error}
              />
            ) : (
              <TextInput
                label={`${t("player.limitAmount")} (${profile.currency})`}
                inputMode="decimal"
                value={amount}
                onChange={(event) => setAmount(event.currentTarget.value)}
                error={error}
              />
            )}
          </>
        )}
      </Stack>
    </ActionDialog>
  );
}

/**
 * A balance adjustment: currency, signed amount and reason. The idempotency key is made when the
 * dialog opens, so a retry or a second press of the same dialog posts once.
 */
function AdjustmentDialog({
  opened,
  profile,
  accountCurrencies,
  currencies,
  onClose,
  onDone,
}: {
  opened: boolean;
  profile: Profile;
  accountCurrencies: string[];
  currencies: Currencies;
  onClose: () => void;
  onDone: (status: Adjustment["status"]) => void;
}) {
  const options = accountCurrencies.length > 0 ? accountCurrencies : [profile.currency];
  const [currency, setCurrency] = useState(options[0] ?? profile.currency);
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [key, setKey] = useState(() => crypto.randomUUID());
  // A new key each time the dialog opens: its presses and retries share one, another adjustment does not.
  useEffect(() => {
    if (opened) setKey(crypto.randomUUID());
  }, [opened]);
  const units = currencies.find((candidate) => candidate.code === currency)?.subunits_to_unit ?? 100;

  return (
    <ActionDialog
      opened={opened}
      title={t("player.adjustTitle", { email: profile.email })}
      lead={t("player.adjustLead")}
      url={`/api/operator/players/${profile.id}/adjustments`}
      payload={(reason) => {
        const cents = parseMinorUnits(amount, units);
        if (cents === null) {
          setError(t("error.format"));
          return null;
        }
        setError(null);
        return { adjustment: { currency, amount_cents: cents, reason, idempotency_key: key } };
      }}
      submitLabel={t("player.adjust")}
      onClose={onClose}
      onDone={(answer: Adjustment) => {
        setAmount("");
        onDone(answer.status);
      }}
    >
      <Group grow align="flex-start">
        <Select
          label={t("player.col.currency")}
          value={currency}
          allowDeselect={false}
          onChange={(value) => setCurrency(value ?? currency)}
          data={options}
        />
        <TextInput
          label={t("player.adjustAmount")}
          required
          inputMode="decimal"
          value={amount}
          onChange={(event) => setAmount(event.currentTarget.value)}
          error={error}
        />
      </Group>
    </ActionDialog>
  );
}
