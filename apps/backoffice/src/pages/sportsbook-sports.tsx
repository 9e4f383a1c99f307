import { BOOK_NAME_MAX, BOOK_SLUG_MAX, type OperatorBookSport } from "@croupier/contract/schemas/sportsbook-book";
import { Button, Group, Modal, Paper, Select, Stack, Text, TextInput, Title } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { api } from "../api/http.ts";
import { useHasPermission } from "../api/permissions.ts";
import { DialogButtons, FormAlert } from "../components/form-feedback.tsx";
import { Notice } from "../components/notice.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { EmptyBlock, LoadError, LoadingBlock } from "../components/query-state.tsx";
import { SimpleTable } from "../components/simple-table.tsx";
import { StatusBadge } from "../components/status-badge.tsx";
import { t } from "../i18n/messages.ts";
import { apiFieldErrors, type FormErrors } from "./competition-form.tsx";
import { SPORTS_KEY, useSports } from "./sportsbook-event-dialog.tsx";

// The book's sports and their competitions: what the site's /sports page lists (active ones). A
// trader adds a sport or a competition and takes one off the site (inactive) or back on.

/** A slug from a name: lower-case words joined by hyphens ("Premier League" → "premier-league"). */
export function slugOf(name: string): string {
  return name
    .normalize("NFKD")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, BOOK_SLUG_MAX);
}

function ActiveBadge({ active }: { active: boolean }) {
  return (
    <StatusBadge
      status={active ? "active" : "inactive"}
      color={active ? "green" : "gray"}
      label={t(active ? "sportsbook.active" : "sportsbook.inactive")}
    />
  );
}

export function SportsbookSportsPage() {
  const queryClient = useQueryClient();
  const canTrade = useHasPermission("sportsbook.trade");
  const sports = useSports();
  const [adding, setAdding] = useState<"sport" | "competition" | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: SPORTS_KEY });

  async function toggle(path: string, name: string, active: boolean) {
    setError(null);
    try {
      await api(path, { method: "PATCH", body: { active } });
      setNotice(t(active ? "sportsbook.shown" : "sportsbook.hidden", { name }));
      refresh();
    } catch (failure) {
      setError((failure as { message?: string }).message ?? t("error.generic"));
    }
  }

  const toggleButton = (path: string, name: string, active: boolean) =>
    canTrade ? (
      <Button
        variant="subtle"
        size="xs"
        onClick={() => toggle(path, name, !active)}
        aria-label={t(active ? "sportsbook.hideNamed" : "sportsbook.showNamed", { name })}
      >
        {t(active ? "sportsbook.hide" : "sportsbook.show")}
      </Button>
    ) : null;

  return (
    <>
      <PageHeader title={t("sportsbook.sportsTitle")} lead={t("sportsbook.sportsLead")}>
        {canTrade ? (
          <Group gap="sm">
            <Button variant="default" onClick={() => setAdding("sport")}>
              {t("sportsbook.newSport")}
            </Button>
            <Button onClick={() => setAdding("competition")} disabled={(sports.data ?? []).length === 0}>
              {t("sportsbook.newCompetition")}
            </Button>
          </Group>
        ) : null}
      </PageHeader>
      <Notice message={notice} />
      <FormAlert message={error} />
      {sports.isError ? <LoadError error={sports.error} onRetry={() => sports.refetch()} /> : null}
      {sports.isLoading ? (
        <LoadingBlock />
      ) : sports.data && sports.data.length === 0 ? (
        <EmptyBlock />
      ) : (
        <Stack gap="lg">
          {(sports.data ?? []).map((sport) => (
            <Paper
              withBorder
              radius="md"
              p="md"
              key={sport.id}
              component="section"
              aria-labelledby={`sport-${sport.id}`}
            >
              <Group justify="space-between" mb="sm">
                <Group gap="xs">
                  <Title order={2} size="h4" id={`sport-${sport.id}`}>
                    {sport.name}
                  </Title>
                  <ActiveBadge active={sport.active} />
                  <Text size="xs" c="gray.7" className="mono">
                    /{sport.slug}
                  </Text>
                </Group>
                {toggleButton(`/api/operator/sportsbook/sports/${sport.id}`, sport.name, sport.active)}
              </Group>
              <SimpleTable
                caption={t("sportsbook.competitionsOf", { sport: sport.name })}
                minWidth={560}
                rows={sport.competitions}
                rowKey={(row) => row.id}
                columns={[
                  { header: t("sportsbook.competition"), cell: (row) => row.name },
                  { header: t("sportsbook.region"), cell: (row) => row.region || "—" },
                  { header: t("sportsbook.upcoming"), cell: (row) => row.event_count },
                  { header: t("sportsbook.visibility"), cell: (row) => <ActiveBadge active={row.active} /> },
                  ...(canTrade
                    ? [
                        {
                          header: t("sportsbook.actions"),
                          cell: (row: OperatorBookSport["competitions"][number]) =>
                            toggleButton(`/api/operator/sportsbook/competitions/${row.id}`, row.name, row.active),
                        },
                      ]
                    : []),
                ]}
              />
            </Paper>
          ))}
        </Stack>
      )}
      <AddDialog
        kind={adding}
        sports={sports.data ?? []}
        onClose={() => setAdding(null)}
        onSaved={(name) => {
          setNotice(t("sportsbook.added", { name }));
          setAdding(null);
          refresh();
        }}
      />
    </>
  );
}

/** A new sport, or a new competition of a sport: a name, its slug in the site's addresses, a region. */
function AddDialog({
  kind,
  sports,
  onClose,
  onSaved,
}: {
  kind: "sport" | "competition" | null;
  sports: readonly OperatorBookSport[];
  onClose: () => void;
  onSaved: (name: string) => void;
}) {
  const [sport, setSport] = useState<string | null>(null);
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const [slugTouched, setSlugTouched] = useState(false);
  const [region, setRegion] = useState("");
  const [errors, setErrors] = useState<FormErrors>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!kind) return;
    setSport(null);
    setName("");
    setSlug("");
    setSlugTouched(false);
    setRegion("");
    setErrors({});
  }, [kind]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !kind) return;
    const local: FormErrors = {};
    if (kind === "competition" && !sport) local.sport_id = t("error.required");
    if (!name.trim()) local.name = t("error.required");
    if (!slug.trim()) local.slug = t("error.required");
    if (Object.keys(local).length > 0) {
      setErrors(local);
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await api(`/api/operator/sportsbook/${kind === "sport" ? "sports" : "competitions"}`, {
        method: "POST",
        body:
          kind === "sport"
            ? { name: name.trim(), slug: slug.trim() }
            : { sport_id: Number(sport), name: name.trim(), slug: slug.trim(), region: region.trim() },
      });
      onSaved(name.trim());
    } catch (failure) {
      setErrors(apiFieldErrors(failure));
    } finally {
      setBusy(false);
    }
  }

  const leftover = Object.entries(errors)
    .filter(([field]) => !["sport_id", "name", "slug", "region"].includes(field))
    .map(([, message]) => message)
    .join(" ");

  return (
    <Modal
      opened={kind !== null}
      onClose={onClose}
      title={t(kind === "sport" ? "sportsbook.newSport" : "sportsbook.newCompetition")}
      closeButtonProps={{ "aria-label": t("common.cancel") }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {kind === "competition" ? (
            <Select
              label={t("sportsbook.sport")}
              required
              data={sports.map((item) => ({ value: String(item.id), label: item.name }))}
              value={sport}
              onChange={setSport}
              error={errors.sport_id}
            />
          ) : null}
          <TextInput
            label={t("sportsbook.name")}
            required
            data-autofocus
            maxLength={BOOK_NAME_MAX}
            value={name}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setName(value);
              if (!slugTouched) setSlug(slugOf(value));
            }}
            error={errors.name}
          />
          <TextInput
            label={t("sportsbook.slug")}
            description={t("sportsbook.slugHint")}
            required
            maxLength={BOOK_SLUG_MAX}
            value={slug}
            onChange={(event) => {
              setSlugTouched(true);
              setSlug(event.currentTarget.value);
            }}
            error={errors.slug}
          />
          {kind === "competition" ? (
            <TextInput
              label={t("sportsbook.region")}
              description={t("sportsbook.regionHint")}
              maxLength={BOOK_NAME_MAX}
              value={region}
              onChange={(event) => setRegion(event.currentTarget.value)}
              error={errors.region}
            />
          ) : null}
          <FormAlert message={leftover || undefined} />
          <DialogButtons submitLabel={t("sportsbook.add")} busy={busy} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
