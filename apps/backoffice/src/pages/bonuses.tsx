import type { OperatorBonusDefinition, PromotionState } from "@croupier/contract/schemas/operator-promotions";
import { Button, Group, Modal, Select, SimpleGrid, Stack, Table, Tabs, Text, TextInput } from "@mantine/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { useCurrencies } from "../api/currencies.ts";
import { api, formErrorsOf } from "../api/http.ts";
import { useHasPermission } from "../api/permissions.ts";
import { ActionDialog } from "../components/action-dialog.tsx";
import { DialogButtons, FormAlert } from "../components/form-feedback.tsx";
import { Notice } from "../components/notice.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { QueryTable } from "../components/query-table.tsx";
import { formatDateTime, formatMoney } from "../format.ts";
import { type MessageKey, t } from "../i18n/messages.ts";
import { BONUS_KINDS, BonusFormModal, isoToLocal, localToIso, PromotionStateBadge } from "./bonuses-form.tsx";
import { LootboxTemplatesPanel } from "./bonuses-lootboxes.tsx";

type Definition = OperatorBonusDefinition;

const STATES: readonly PromotionState[] = ["live", "scheduled", "paused", "ended", "canceled"];
type Pending =
  | { kind: "form"; definition: Definition | null }
  | { kind: "schedule" | "cancel" | "pause"; definition: Definition }
  | null;

/**
 * Promotions: the bonus definitions (created, edited, scheduled, paused, resumed, canceled) and the
 * loot box templates, each a tab. Only a live bonus is offered to players or redeemed by its code;
 * bonuses players already hold keep their terms whatever happens to the definition.
 */
export function BonusesPage() {
  const [tab, setTab] = useState<string | null>("bonuses");
  return (
    <>
      <PageHeader title={t("bonuses.title")} lead={t("bonuses.lead")} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="bonuses">{t("bonuses.tab.definitions")}</Tabs.Tab>
          <Tabs.Tab value="lootboxes">{t("bonuses.tab.lootboxes")}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="bonuses">
          <DefinitionsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="lootboxes">
          <LootboxTemplatesPanel />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}

function DefinitionsPanel() {
  const queryClient = useQueryClient();
  const canManage = useHasPermission("promotions.manage");
  const currencies = useCurrencies();
  const [state, setState] = useState<string | null>(null);
  const [kind, setKind] = useState<string | null>(null);
  const [pending, setPending] = useState<Pending>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const params = new URLSearchParams();
  if (state) params.set("state", state);
  if (kind) params.set("kind", kind);
  const query = useQuery({
    queryKey: ["operator-bonuses", state, kind],
    queryFn: () => api<{ data: Definition[] }>(`/api/operator/bonuses?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
  const resume = useMutation({
    mutationFn: (definition: Definition) =>
      api<Definition>(`/api/operator/bonuses/${definition.id}/resume`, { method: "POST" }),
    onSuccess: (saved) => done(t("bonuses.resumed", { title: saved.title })),
    onError: (error) => setNotice((error as { message?: string }).message ?? t("error.generic")),
  });

  function done(message: string) {
    setPending(null);
    setNotice(message);
    void queryClient.invalidateQueries({ queryKey: ["operator-bonuses"] });
  }

  const rows = query.data?.data ?? [];
  return (
    <>
      <Group justify="space-between" align="flex-end" mb="md" gap="sm">
        <Group gap="sm" align="flex-end">
          <Select
            label={t("bonuses.filter.state")}
            placeholder={t("bonuses.filter.allStates")}
            data={STATES.map((value) => ({ value, label: t(`bonuses.state.${value}` as MessageKey) }))}
            value={state}
            onChange={setState}
            clearable
            w={{ base: "100%", xs: 180 }}
          />
          <Select
            label={t("bonuses.filter.kind")}
            placeholder={t("bonuses.filter.allKinds")}
            data={BONUS_KINDS.map((value) => ({ value, label: t(`bonuses.kind.${value}` as MessageKey) }))}
            value={kind}
            onChange={setKind}
            clearable
            w={{ base: "100%", xs: 180 }}
          />
        </Group>
        {canManage ? (
          <Button onClick={() => setPending({ kind: "form", definition: null })}>{t("bonuses.new")}</Button>
        ) : null}
      </Group>
      <Notice message={notice} />
      <QueryTable
        query={query}
        empty={rows.length === 0}
        caption={t("bonuses.tab.definitions")}
        minWidth={700}
        busy={query.isFetching}
        head={
          <>
            <Table.Th scope="col">{t("bonuses.col.bonus")}</Table.Th>
            <Table.Th scope="col">{t("bonuses.col.state")}</Table.Th>
            <Table.Th scope="col" visibleFrom="md">
              {t("bonuses.col.terms")}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t("bonuses.col.issued")}
            </Table.Th>
            {canManage ? <Table.Th scope="col">{t("bonuses.col.actions")}</Table.Th> : null}
          </>
        }
      >
        {rows.map((definition) => (
          <Table.Tr key={definition.id}>
            <Table.Td miw={200}>
              <Text size="sm" fw={600}>
                {definition.title}
              </Text>
              <Text size="xs" c="dimmed">
                #{definition.id} · {t(`bonuses.kind.${definition.kind}` as MessageKey)}
                {definition.code ? ` · ${definition.code}` : ""}
              </Text>
              {/* Below the desktop width the terms column folds into this cell. */}
              <Text size="xs" hiddenFrom="md" mt={2}>
                {terms(definition, currencies)}
              </Text>
            </Table.Td>
            <Table.Td miw={150}>
              <PromotionStateBadge state={definition.state} />
              <Schedule definition={definition} />
            </Table.Td>
            <Table.Td miw={180} visibleFrom="md">
              <Text size="sm">{terms(definition, currencies)}</Text>
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm">{definition.issued_count}</Text>
              {definition.freespins_issued_count > 0 ? (
                <Text size="xs" c="dimmed">
                  {t("bonuses.spinsIssued", { count: definition.freespins_issued_count })}
                </Text>
              ) : null}
            </Table.Td>
            {canManage ? (
              <Table.Td>
                <Actions
                  definition={definition}
                  busy={resume.isPending}
                  onPick={(action) =>
                    action === "resume" ? resume.mutate(definition) : setPending({ kind: action, definition })
                  }
                />
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </QueryTable>

      <BonusFormModal
        opened={pending?.kind === "form"}
        definition={pending?.kind === "form" ? pending.definition : null}
        onClose={() => setPending(null)}
        onSaved={(saved) => done(t("bonuses.saved", { title: saved.title }))}
      />
      {pending?.kind === "schedule" ? (
        <ScheduleModal
          definition={pending.definition}
          onClose={() => setPending(null)}
          onSaved={(saved) => done(t("bonuses.scheduled", { title: saved.title }))}
        />
      ) : null}
      <ActionDialog
        opened={pending?.kind === "pause"}
        title={t("bonuses.pauseTitle", { title: pending?.definition?.title ?? "" })}
        lead={t("bonuses.pauseLead")}
        url={`/api/operator/bonuses/${pending?.definition?.id ?? 0}/pause`}
        payload={() => ({})}
        withReason={false}
        submitLabel={t("bonuses.pause")}
        onClose={() => setPending(null)}
        onDone={(saved: Definition) => done(t("bonuses.paused", { title: saved.title }))}
      />
      <ActionDialog
        opened={pending?.kind === "cancel"}
        title={t("bonuses.cancelTitle", { title: pending?.definition?.title ?? "" })}
        lead={t("bonuses.cancelLead")}
        url={`/api/operator/bonuses/${pending?.definition?.id ?? 0}/cancel`}
        payload={(reason) => ({ reason })}
        danger
        submitLabel={t("bonuses.cancel")}
        onClose={() => setPending(null)}
        onDone={(saved: Definition) => done(t("bonuses.canceled", { title: saved.title }))}
      />
    </>
  );
}

function Schedule({ definition }: { definition: Definition }) {
  const { starts_at: start, ends_at: end } = definition;
  if (definition.state === "canceled") {
    return (
      <Text size="xs" c="dimmed" mt={4}>
        {definition.cancel_reason}
      </Text>
    );
  }
  if (!start && !end) return null;
  return (
    <Text size="xs" c="dimmed" mt={4}>
      {start ? t("bonuses.from", { at: formatDateTime(start) }) : null}
      {start && end ? <br /> : null}
      {end ? t("bonuses.until", { at: formatDateTime(end) }) : null}
    </Text>
  );
}

/** What a player gets, in one line: the match or fixed amount in the first currency, wagering, spins. */
function terms(definition: Definition, currencies: ReturnType<typeof useCurrencies>): string {
  // Euros where offered (the casino's main currency), else the first currency listed.
  const [code, amounts] = definition.amounts.EUR
    ? ["EUR", definition.amounts.EUR]
    : (Object.entries(definition.amounts)[0] ?? []);
  const parts: string[] = [];
  if (definition.match_percent !== null) {
    parts.push(
      amounts?.max_cents !== undefined && code
        ? t("bonuses.terms.matchUpTo", {
            percent: definition.match_percent,
            max: formatMoney(amounts.max_cents, code, currencies),
          })
        : t("bonuses.terms.match", { percent: definition.match_percent }),
    );
  } else if (amounts?.fixed_cents !== undefined && code) {
    parts.push(formatMoney(amounts.fixed_cents, code, currencies));
  }
  if (definition.freespins) parts.push(t("bonuses.terms.spins", { count: definition.freespins.count }));
  parts.push(t("bonuses.terms.wager", { times: definition.wager_multiplier }));
  const more = Object.keys(definition.amounts).length - 1;
  if (more > 0) parts.push(t("bonuses.terms.moreCurrencies", { count: more }));
  return parts.join(" · ");
}

function Actions({
  definition,
  busy,
  onPick,
}: {
  definition: Definition;
  busy: boolean;
  onPick: (action: "form" | "schedule" | "pause" | "resume" | "cancel") => void;
}) {
  if (definition.state === "canceled")
    return (
      <Text size="xs" c="dimmed">
        {t("bonuses.final")}
      </Text>
    );
  const label = (key: MessageKey) => `${t(key)}: ${definition.title}`;
  return (
    <Group gap={6} wrap="wrap" miw={220} maw={320}>
      <Button size="compact-sm" variant="light" aria-label={label("bonuses.edit")} onClick={() => onPick("form")}>
        {t("bonuses.edit")}
      </Button>
      {definition.prize_only ? (
        <Text size="xs" c="dimmed">
          {t("bonuses.prizeOnly")}
        </Text>
      ) : (
        <>
          <Button
            size="compact-sm"
            variant="light"
            aria-label={label("bonuses.schedule")}
            onClick={() => onPick("schedule")}
          >
            {t("bonuses.schedule")}
          </Button>
          {definition.paused_at ? (
            <Button
              size="compact-sm"
              variant="filled"
              color="teal.9"
              loading={busy}
              aria-label={label("bonuses.resume")}
              onClick={() => onPick("resume")}
            >
              {t("bonuses.resume")}
            </Button>
          ) : (
            <Button
              size="compact-sm"
              variant="default"
              aria-label={label("bonuses.pause")}
              onClick={() => onPick("pause")}
            >
              {t("bonuses.pause")}
            </Button>
          )}
          <Button
            size="compact-sm"
            variant="outline"
            color="red.9"
            aria-label={label("bonuses.cancel")}
            onClick={() => onPick("cancel")}
          >
            {t("bonuses.cancel")}
          </Button>
        </>
      )}
    </Group>
  );
}

function ScheduleModal({
  definition,
  onClose,
  onSaved,
}: {
  definition: Definition;
  onClose: () => void;
  onSaved: (saved: Definition) => void;
}) {
  const [start, setStart] = useState(isoToLocal(definition.starts_at));
  const [end, setEnd] = useState(isoToLocal(definition.ends_at));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useMutation({
    mutationFn: () =>
      api<Definition>(`/api/operator/bonuses/${definition.id}/schedule`, {
        method: "POST",
        body: { starts_at: localToIso(start), ends_at: localToIso(end) },
      }),
    onSuccess: onSaved,
    onError: (failure) => setErrors(formErrorsOf(failure)),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!save.isPending) save.mutate();
  }
  return (
    <Modal
      opened
      onClose={onClose}
      centered
      title={t("bonuses.scheduleTitle", { title: definition.title })}
      closeButtonProps={{ "aria-label": t("common.cancel") }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t("bonuses.scheduleLead")}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              type="datetime-local"
              label={t("bonuses.form.startsAt")}
              description={t("bonuses.form.startsHint")}
              value={start}
              onChange={(event) => setStart(event.currentTarget.value)}
              error={errors.starts_at?.join(" ")}
            />
            <TextInput
              type="datetime-local"
              label={t("bonuses.form.endsAt")}
              description={t("bonuses.form.endsHint")}
              value={end}
              onChange={(event) => setEnd(event.currentTarget.value)}
              error={errors.ends_at?.join(" ")}
            />
          </SimpleGrid>
          <FormAlert message={errors.base?.join(" ")} />
          <DialogButtons submitLabel={t("bonuses.scheduleSave")} busy={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
