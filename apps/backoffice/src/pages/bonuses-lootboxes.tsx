import type { LootboxTemplateBody, OperatorLootboxTemplate } from "@croupier/contract/schemas/operator-promotions";
import { Button, Group, Modal, Select, SimpleGrid, Stack, Table, Text, TextInput } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { api, formErrorsOf } from "../api/http.ts";
import { useHasPermission } from "../api/permissions.ts";
import { DialogButtons, OtherErrors } from "../components/form-feedback.tsx";
import { Notice } from "../components/notice.tsx";
import { QueryTable } from "../components/query-table.tsx";
import { RemoveRowButton } from "../components/remove-row-button.tsx";
import { type MessageKey, t } from "../i18n/messages.ts";
import { PromotionStateBadge } from "./bonuses-form.tsx";

type Template = OperatorLootboxTemplate;
type Prize = Template["items"][number]["prize"];
const LOCALES = ["en", "es", "pt", "pt-BR", "ru"] as const;

/** What a prize is, in words: "€5 bonus", "50 comp points", "free spins of bonus #81". */
function prizeText(prize: Prize): string {
  if (prize.kind === "bonus") return t("lootboxes.prize.bonusOf", { euros: prize.euros });
  if (prize.kind === "comp_points") return t("lootboxes.prize.pointsOf", { points: prize.points });
  return t("lootboxes.prize.spinsOf", { id: prize.definition_id });
}

/**
 * The loot box templates: prizes with their chances, how many boxes were awarded and opened;
 * prizes and weights edited (boxes already awarded keep theirs), paused (none awarded) and resumed.
 */
export function LootboxTemplatesPanel() {
  const queryClient = useQueryClient();
  const canManage = useHasPermission("promotions.manage");
  const [editing, setEditing] = useState<Template | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ["operator-lootboxes"],
    queryFn: () => api<{ data: Template[] }>("/api/operator/lootbox_templates"),
  });
  const toggle = useMutation({
    mutationFn: (template: Template) =>
      api<Template>(
        `/api/operator/lootbox_templates/${template.key}/${template.state === "paused" ? "resume" : "pause"}`,
        {
          method: "POST",
        },
      ),
    onSuccess: (saved) =>
      done(t(saved.state === "paused" ? "lootboxes.paused" : "lootboxes.resumed", { title: saved.title })),
    onError: (error) => setNotice((error as { message?: string }).message ?? t("error.generic")),
  });

  function done(message: string) {
    setEditing(null);
    setNotice(message);
    void queryClient.invalidateQueries({ queryKey: ["operator-lootboxes"] });
  }

  const rows = query.data?.data ?? [];
  return (
    <>
      <Text size="sm" c="dimmed" mb="md" maw={640}>
        {t("lootboxes.lead")}
      </Text>
      <Notice message={notice} />
      <QueryTable
        query={query}
        empty={rows.length === 0}
        caption={t("bonuses.tab.lootboxes")}
        minWidth={700}
        head={
          <>
            <Table.Th scope="col">{t("lootboxes.col.box")}</Table.Th>
            <Table.Th scope="col">{t("bonuses.col.state")}</Table.Th>
            <Table.Th scope="col">{t("lootboxes.col.prizes")}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t("lootboxes.col.awarded")}
            </Table.Th>
            {canManage ? <Table.Th scope="col">{t("bonuses.col.actions")}</Table.Th> : null}
          </>
        }
      >
        {rows.map((template) => (
          <Table.Tr key={template.key}>
            <Table.Td miw={180}>
              <Text size="sm" fw={600}>
                {template.title}
              </Text>
              <Text size="xs" c="dimmed">
                {template.key} · {t("lootboxes.validDays", { days: template.valid_days })}
              </Text>
            </Table.Td>
            <Table.Td>
              <PromotionStateBadge state={template.state} />
            </Table.Td>
            <Table.Td miw={220}>
              {template.items.map((item) => (
                <Text size="sm" key={item.id}>
                  {prizeText(item.prize)} — {item.chance_percent}%
                </Text>
              ))}
            </Table.Td>
            <Table.Td ta="right">
              <Text size="sm">{template.awarded_count}</Text>
              <Text size="xs" c="dimmed">
                {t("lootboxes.opened", { count: template.opened_count })}
              </Text>
            </Table.Td>
            {canManage ? (
              <Table.Td>
                <Group gap={6}>
                  <Button
                    size="compact-sm"
                    variant="light"
                    aria-label={`${t("bonuses.edit")}: ${template.title}`}
                    onClick={() => setEditing(template)}
                  >
                    {t("bonuses.edit")}
                  </Button>
                  <Button
                    size="compact-sm"
                    variant={template.state === "paused" ? "filled" : "default"}
                    color={template.state === "paused" ? "teal.9" : undefined}
                    loading={toggle.isPending && toggle.variables?.key === template.key}
                    aria-label={`${t(template.state === "paused" ? "bonuses.resume" : "bonuses.pause")}: ${template.title}`}
                    onClick={() => toggle.mutate(template)}
                  >
                    {t(template.state === "paused" ? "bonuses.resume" : "bonuses.pause")}
                  </Button>
                </Group>
              </Table.Td>
            ) : null}
          </Table.Tr>
        ))}
      </QueryTable>
      {editing ? (
        <LootboxForm
          template={editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => done(t("lootboxes.saved", { title: saved.title }))}
        />
      ) : null}
    </>
  );
}

interface ItemRow {
  kind: Prize["kind"];
  value: string;
  weight: string;
}

function LootboxForm({
  template,
  onClose,
  onSaved,
}: {
  template: Template;
  onClose: () => void;
  onSaved: (saved: Template) => void;
}) {
  const [titles, setTitles] = useState<Record<string, string>>(() =>
    Object.fromEntries(LOCALES.map((locale) => [locale, template.titles[locale] ?? ""])),
  );
  const [validDays, setValidDays] = useState(String(template.valid_days));
  const [items, setItems] = useState<ItemRow[]>(() =>
    template.items.map((item) => ({
      kind: item.prize.kind,
      weight: String(item.weight),
      value: String(
        item.prize.kind === "bonus"
          ? item.prize.euros
          : item.prize.kind === "comp_points"
            ? item.prize.points
            : item.prize.definition_id,
      ),
    })),
  );
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const save = useMutation({
    mutationFn: (body: LootboxTemplateBody) =>
      api<Template>(`/api/operator/lootbox_templates/${template.key}`, { method: "PUT", body }),
    onSuccess: onSaved,
    onError: (failure) => setErrors(formErrorsOf(failure)),
  });
  const total = items.reduce((sum, item) => sum + (Number(item.weight) || 0), 0);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const number = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));
    const body: LootboxTemplateBody = {
      titles: Object.fromEntries(Object.entries(titles).filter(([, title]) => title.trim())),
      valid_days: number(validDays),
      items: items.map((item) => ({
        weight: number(item.weight),
        prize:
          item.kind === "bonus"
            ? { kind: "bonus", euros: number(item.value) }
            : item.kind === "comp_points"
              ? { kind: "comp_points", points: number(item.value) }
              : { kind: "freespins", definition_id: number(item.value) },
      })),
    };
    const local: Record<string, string[]> = {};
    if (!Number.isInteger(body.valid_days)) local.valid_days = [t("bonuses.form.wholeNumber")];
    body.items.forEach((item, index) => {
      if (!Number.isFinite(item.weight)) local[`items.${index + 1}.weight`] = [t("bonuses.form.wholeNumber")];
      const value =
        "euros" in item.prize
          ? item.prize.euros
          : "points" in item.prize
            ? item.prize.points
            : item.prize.definition_id;
      if (!Number.isFinite(value))
        local[`items.${index + 1}.${valueField(item.prize.kind)}`] = [t("bonuses.form.wholeNumber")];
    });
    if (Object.keys(local).length > 0) {
      setErrors(local);
      return;
    }
    setErrors({});
    save.mutate(body);
  }

  const kindOptions = (["bonus", "comp_points", "freespins"] as const).map((value) => ({
    value,
    label: t(`lootboxes.kind.${value}` as MessageKey),
  }));
  const shownKeys = new Set(["titles.en", "valid_days", "items"]);
  items.forEach((item, index) => {
    shownKeys.add(`items.${index + 1}.weight`);
    shownKeys.add(`items.${index + 1}.${valueField(item.kind)}`);
  });

  return (
    <Modal
      opened
      onClose={onClose}
      size="lg"
      title={t("lootboxes.editTitle", { title: template.title })}
      closeButtonProps={{ "aria-label": t("common.cancel") }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {LOCALES.map((locale) => (
              <TextInput
                key={locale}
                label={t("bonuses.form.titleIn", { locale })}
                required={locale === "en"}
                maxLength={100}
                value={titles[locale] ?? ""}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setTitles((old) => ({ ...old, [locale]: value }));
                }}
                error={errors[`titles.${locale}`]?.join(" ")}
              />
            ))}
            <TextInput
              label={t("lootboxes.validDaysLabel")}
              inputMode="numeric"
              value={validDays}
              onChange={(event) => setValidDays(event.currentTarget.value)}
              error={errors.valid_days?.join(" ")}
            />
          </SimpleGrid>
          <Table verticalSpacing={4} horizontalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t("lootboxes.col.prize")}</Table.Th>
                <Table.Th scope="col">{t("lootboxes.col.value")}</Table.Th>
                <Table.Th scope="col">{t("lootboxes.col.weight")}</Table.Th>
                <Table.Th scope="col">{t("lootboxes.col.chance")}</Table.Th>
                <Table.Th scope="col">
                  <span className="visually-hidden">{t("lootboxes.removePrize")}</span>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((item, index) => {
                const change = (patch: Partial<ItemRow>) =>
                  setItems((old) => old.map((row, at) => (at === index ? { ...row, ...patch } : row)));
                const n = index + 1;
                return (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows are edited in place, in order.
                  <Table.Tr key={index}>
                    <Table.Td>
                      <Select
                        size="xs"
                        aria-label={t("lootboxes.prizeKindOf", { n })}
                        data={kindOptions}
                        value={item.kind}
                        allowDeselect={false}
                        onChange={(value) => value && change({ kind: value as Prize["kind"] })}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        aria-label={t(`lootboxes.valueOf.${item.kind}` as MessageKey, { n })}
                        inputMode="decimal"
                        value={item.value}
                        onChange={(event) => change({ value: event.currentTarget.value })}
                        error={errors[`items.${n}.${valueField(item.kind)}`]?.join(" ")}
                      />
                    </Table.Td>
                    <Table.Td>
                      <TextInput
                        size="xs"
                        aria-label={t("lootboxes.weightOf", { n })}
                        inputMode="numeric"
                        w={90}
                        value={item.weight}
                        onChange={(event) => change({ weight: event.currentTarget.value })}
                        error={errors[`items.${n}.weight`]?.join(" ")}
                      />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">
                        {total > 0 ? `${Math.round(((Number(item.weight) || 0) / total) * 10000) / 100}%` : "—"}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <RemoveRowButton
                        label={t("lootboxes.removePrizeOf", { n })}
                        onClick={() => setItems((old) => old.filter((_, at) => at !== index))}
                      />
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
          {errors.items ? (
            <Text size="sm" c="red.9">
              {errors.items.join(" ")}
            </Text>
          ) : null}
          <Group>
            <Button
              size="xs"
              variant="light"
              onClick={() => setItems((old) => [...old, { kind: "bonus", value: "5", weight: "1" }])}
            >
              {t("lootboxes.addPrize")}
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            {t("lootboxes.keepPrizes")}
          </Text>
          <OtherErrors errors={errors} shown={shownKeys} shownPrefix="titles." />
          <DialogButtons submitLabel={t("bonuses.form.save")} busy={save.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}

function valueField(kind: Prize["kind"]): string {
  return kind === "bonus" ? "euros" : kind === "comp_points" ? "points" : "definition_id";
}
