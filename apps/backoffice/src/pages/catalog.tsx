import { GAME_CATEGORIES } from "@croupier/contract/games-catalog";
import type {
  OperatorGame,
  OperatorGameChange,
  OperatorProvider,
  RotatedProviderSecret,
} from "@croupier/contract/schemas/operator-catalog";
import {
  Button,
  Code,
  CopyButton,
  Group,
  Modal,
  MultiSelect,
  NumberInput,
  Pagination,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { api } from "../api/http.ts";
import { useHasPermission } from "../api/permissions.ts";
import { ActionDialog } from "../components/action-dialog.tsx";
import { Notice } from "../components/notice.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { LoadError } from "../components/query-state.tsx";
import { QueryTable } from "../components/query-table.tsx";
import { StatusBadge } from "../components/status-badge.tsx";
import { formatDateTime } from "../format.ts";
import { t } from "../i18n/messages.ts";

type Game = OperatorGame;
type Provider = OperatorProvider;
type GameChange = OperatorGameChange;

const PAGE_SIZE = 25;
/** The categories a game can be put in ("all" is every game, never stored). */
const CATEGORY_OPTIONS = GAME_CATEGORIES.filter((category) => category !== "all").map((category) => ({
  value: category,
  label: category,
}));

/**
 * The games catalogue: search by title or identifier, narrow to a category; each game's switches
 * (enabled, featured), categories and lobby rank change it at once, on the site too. Narrowed to a
 * category, the list is in that category's order and each game's place in it can be set.
 */
export function GamesPage() {
  const queryClient = useQueryClient();
  const canManage = useHasPermission("catalog.manage");
  const [draft, setDraft] = useState("");
  const [q, setQ] = useState("");
  const [category, setCategory] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const params = new URLSearchParams({ page: String(page), page_size: String(PAGE_SIZE) });
  if (q) params.set("q", q);
  if (category) params.set("category", category);
  const key = ["catalog-games", q, category, page];
  const query = useQuery({
    queryKey: key,
    queryFn: () =>
      api<{ data: Game[]; pagination: { total_count: number } }>(`/api/operator/games?${params.toString()}`),
    placeholderData: keepPreviousData,
  });
  const change = useMutation({
    mutationFn: ({ game, body }: { game: Game; body: GameChange }) =>
      api<Game>(`/api/operator/games/${game.id}`, { method: "PATCH", body }),
    onSuccess: (game) => {
      setNotice(t("games.saved", { title: game.title }));
      return queryClient.invalidateQueries({ queryKey: ["catalog-games"] });
    },
    onError: (error) => setNotice((error as { message?: string }).message ?? t("error.generic")),
  });
  const rows = query.data?.data ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.pagination.total_count ?? 0) / PAGE_SIZE));

  function search(event: FormEvent) {
    event.preventDefault();
    setQ(draft.trim());
    setPage(1);
  }

  return (
    <>
      <PageHeader title={t("games.title")} lead={t("games.lead")} />
      <search aria-label={t("games.search")}>
        <form onSubmit={search}>
          <Group align="flex-end" mb="md" gap="sm">
            <TextInput
              label={t("games.search")}
              type="search"
              maxLength={100}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              w={{ base: "100%", sm: 320 }}
            />
            <Select
              label={t("games.category")}
              placeholder={t("games.allCategories")}
              data={CATEGORY_OPTIONS}
              value={category}
              onChange={(value) => {
                setCategory(value);
                setPage(1);
              }}
              clearable
              w={{ base: "100%", sm: 200 }}
            />
            <Button type="submit">{t("games.searchButton")}</Button>
          </Group>
        </form>
      </search>
      <Notice message={notice} />
      <QueryTable
        query={query}
        empty={rows.length === 0}
        caption={t("games.title")}
        minWidth={860}
        busy={query.isFetching}
        head={
          <>
            <Table.Th scope="col">{t("games.game")}</Table.Th>
            <Table.Th scope="col">{t("games.enabled")}</Table.Th>
            <Table.Th scope="col">{t("games.featured")}</Table.Th>
            <Table.Th scope="col">{t("games.categories")}</Table.Th>
            <Table.Th scope="col">{t("games.position")}</Table.Th>
            {category ? <Table.Th scope="col">{t("games.categoryPosition", { category })}</Table.Th> : null}
          </>
        }
        footer={
          pages > 1 ? (
            <Group justify="flex-end" p="md">
              <Pagination total={pages} value={page} onChange={setPage} size="sm" aria-label={t("table.pagination")} />
            </Group>
          ) : null
        }
      >
        {rows.map((game) => (
          <GameRow
            key={`${game.id}:${game.position}:${game.categories.join()}:${JSON.stringify(game.category_positions)}`}
            game={game}
            category={category}
            disabled={!canManage || change.isPending}
            onChange={(body) => change.mutate({ game, body })}
          />
        ))}
      </QueryTable>
    </>
  );
}

function GameRow({
  game,
  category,
  disabled,
  onChange,
}: {
  game: Game;
  /** The category the list is narrowed to: its column sets the game's place there. */
  category: string | null;
  disabled: boolean;
  onChange: (body: GameChange) => void;
}) {
  const [categories, setCategories] = useState(game.categories);
  const [position, setPosition] = useState<number | string>(game.position);
  const categoriesChanged = categories.join() !== game.categories.join();
  const positionChanged = Number(position) !== game.position && Number.isInteger(Number(position));
  return (
    <Table.Tr>
      <Table.Td miw={200}>
        <Text size="sm" fw={600}>
          {game.title}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {game.identifier}
        </Text>
      </Table.Td>
      <Table.Td>
        <Switch
          checked={game.enabled}
          disabled={disabled}
          aria-label={t("games.enabledFor", { title: game.title })}
          onChange={(event) => onChange({ enabled: event.currentTarget.checked })}
        />
      </Table.Td>
      <Table.Td>
        <Switch
          checked={game.featured}
          disabled={disabled}
          aria-label={t("games.featuredFor", { title: game.title })}
          onChange={(event) => onChange({ featured: event.currentTarget.checked })}
        />
      </Table.Td>
      <Table.Td miw={240}>
        <Group gap="xs" wrap="nowrap">
          <MultiSelect
            data={CATEGORY_OPTIONS}
            value={categories}
            onChange={setCategories}
            disabled={disabled}
            aria-label={t("games.categoriesFor", { title: game.title })}
            size="xs"
            w={200}
          />
          {categoriesChanged ? (
            <Button
              size="xs"
              variant="light"
              disabled={disabled}
              onClick={() => onChange({ categories: categories as GameChange["categories"] })}
            >
              {t("games.save")}
            </Button>
          ) : null}
        </Group>
      </Table.Td>
      <Table.Td>
        <Group gap="xs" wrap="nowrap">
          <NumberInput
            value={position}
            onChange={setPosition}
            min={1}
            max={1_000_000}
            allowDecimal={false}
            disabled={disabled}
            aria-label={t("games.positionFor", { title: game.title })}
            size="xs"
            w={100}
          />
          {positionChanged ? (
            <Button
              size="xs"
              variant="light"
              disabled={disabled}
              onClick={() => onChange({ position: Number(position) })}
            >
              {t("games.save")}
            </Button>
          ) : null}
        </Group>
      </Table.Td>
      {category ? (
        <Table.Td>
          <CategoryPosition game={game} category={category} disabled={disabled} onChange={onChange} />
        </Table.Td>
      ) : null}
    </Table.Tr>
  );
}

/**
 * A game's place within one category: a number (1 = first) puts it ahead of the games without
 * one; emptied and saved, the game goes back to its lobby order there.
 */
function CategoryPosition({
  game,
  category,
  disabled,
  onChange,
}: {
  game: Game;
  category: string;
  disabled: boolean;
  onChange: (body: GameChange) => void;
}) {
  const saved = game.category_positions[category];
  const [value, setValue] = useState<number | string>(saved ?? "");
  const next = value === "" ? null : Number(value);
  const valid = next === null || (Number.isInteger(next) && next >= 1);
  const changed = valid && next !== (saved ?? null);
  return (
    <Group gap="xs" wrap="nowrap">
      <NumberInput
        value={value}
        onChange={setValue}
        min={1}
        max={1_000_000}
        allowDecimal={false}
        disabled={disabled || !game.categories.includes(category)}
        placeholder={t("games.lobbyOrder")}
        aria-label={t("games.categoryPositionFor", { title: game.title, category })}
        size="xs"
        w={110}
      />
      {changed ? (
        <Button
          size="xs"
          variant="light"
          disabled={disabled}
          onClick={() => onChange({ category_positions: { [category]: next } as GameChange["category_positions"] })}
        >
          {t("games.save")}
        </Button>
      ) : null}
    </Group>
  );
}

/**
 * The game providers: switch one off (its games leave the lobby) or on again, and rotate one's
 * secret: the new secret shows once, the previous one passes until the time shown.
 */
export function ProvidersPage() {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: ["catalog-providers"],
    queryFn: () => api<{ data: Provider[] }>("/api/operator/providers"),
  });
  const change = useMutation({
    mutationFn: ({ provider, enabled }: { provider: Provider; enabled: boolean }) =>
      api<Provider>(`/api/operator/providers/${encodeURIComponent(provider.id)}`, {
        method: "PATCH",
        body: { enabled },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["catalog-providers"] }),
  });
  const [rotating, setRotating] = useState<Provider | null>(null);
  const [rotated, setRotated] = useState<RotatedProviderSecret | null>(null);
  const rows = query.data?.data ?? [];

  return (
    <>
      <PageHeader title={t("providers.title")} lead={t("providers.lead")} />
      {change.isError ? <LoadError error={change.error} onRetry={() => change.reset()} /> : null}
      <QueryTable
        query={query}
        empty={rows.length === 0}
        caption={t("providers.title")}
        minWidth={560}
        busy={query.isFetching}
        head={
          <>
            <Table.Th scope="col">{t("providers.provider")}</Table.Th>
            <Table.Th scope="col">{t("providers.connection")}</Table.Th>
            <Table.Th scope="col">{t("providers.enabled")}</Table.Th>
            <Table.Th scope="col">{t("providers.previousUntil")}</Table.Th>
            <Table.Th scope="col">
              <span className="visually-hidden">{t("providers.actions")}</span>
            </Table.Th>
          </>
        }
      >
        {rows.map((provider) => (
          <Table.Tr key={provider.id}>
            <Table.Td>
              <Text size="sm" fw={600}>
                {provider.name}
              </Text>
              <Text size="xs" c="dimmed">
                {provider.id}
              </Text>
            </Table.Td>
            <Table.Td>
              <StatusBadge
                status={provider.connected ? "connected" : "catalogue"}
                color={provider.connected ? "teal" : "gray"}
                label={provider.connected ? t("providers.connected") : t("providers.catalogueOnly")}
              />
            </Table.Td>
            <Table.Td>
              <Switch
                checked={provider.enabled}
                disabled={change.isPending}
                aria-label={t("providers.enabledFor", { name: provider.name })}
                onChange={(event) => change.mutate({ provider, enabled: event.currentTarget.checked })}
              />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{formatDateTime(provider.previous_secret_valid_until)}</Text>
            </Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant="light"
                onClick={() => setRotating(provider)}
                aria-label={t("providers.rotateFor", { name: provider.name })}
              >
                {t("providers.rotate")}
              </Button>
            </Table.Td>
          </Table.Tr>
        ))}
      </QueryTable>
      <ActionDialog
        opened={rotating !== null}
        title={t("providers.rotateTitle", { name: rotating?.name ?? "" })}
        lead={t("providers.rotateLead")}
        url={rotating ? `/api/operator/providers/${encodeURIComponent(rotating.id)}/rotate_secret` : ""}
        payload={() => ({})}
        withReason={false}
        submitLabel={t("providers.rotate")}
        danger
        onClose={() => setRotating(null)}
        onDone={(answer: RotatedProviderSecret) => {
          setRotating(null);
          setRotated(answer);
          void queryClient.invalidateQueries({ queryKey: ["catalog-providers"] });
        }}
      />
      <Modal
        opened={rotated !== null}
        onClose={() => setRotated(null)}
        title={t("providers.rotatedTitle", { name: rotated?.provider.name ?? "" })}
        centered
        closeButtonProps={{ "aria-label": t("providers.close") }}
      >
        {rotated ? (
          <Stack gap="md">
            <Text size="sm">
              {t("providers.rotatedLead", { until: formatDateTime(rotated.previous_secret_valid_until) })}
            </Text>
            <Stack gap={4}>
              <Text size="sm" fw={500} id="new-secret-label">
                {t("providers.newSecret")}
              </Text>
              <Code
                block
                fz="sm"
                data-testid="new-secret"
                aria-labelledby="new-secret-label"
                style={{ overflowWrap: "anywhere" }}
              >
                {rotated.secret}
              </Code>
            </Stack>
            <Group justify="flex-end">
              <CopyButton value={rotated.secret}>
                {({ copied, copy }) => (
                  <Button variant="light" onClick={copy} color={copied ? "teal.9" : undefined}>
                    {t(copied ? "providers.copied" : "providers.copy")}
                  </Button>
                )}
              </CopyButton>
              <Button onClick={() => setRotated(null)}>{t("providers.close")}</Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </>
  );
}
