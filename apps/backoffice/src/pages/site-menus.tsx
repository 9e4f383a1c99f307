import type { SiteMenu, SiteMenus, SiteMenuView } from "@croupier/contract/schemas/operator-site-menus";
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { api } from "../api/http.ts";
import { useHasPermission } from "../api/permissions.ts";
import { Notice } from "../components/notice.tsx";
import { LoadError, LoadingBlock } from "../components/query-state.tsx";
import { type MessageKey, t } from "../i18n/messages.ts";

// The site's menus (the Content area's "Site menus" section): which CMS pages the header's menu
// and the footer's two columns show, in which order. Every move saves the whole menu at once
// (PUT /api/operator/site_menus/{menu}, audited) and the site shows it on its next page view.

const menuTitle = (menu: SiteMenu) => t(`menus.${menu}` as MessageKey);

export function SiteMenusSection() {
  const canManage = useHasPermission("content.manage");
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<string | null>(null);
  const query = useQuery({ queryKey: ["site-menus"], queryFn: () => api<SiteMenus>("/api/operator/site_menus") });
  const save = useMutation({
    mutationFn: ({ menu, pageIds }: { menu: SiteMenu; pageIds: string[] }) =>
      api<SiteMenuView>(`/api/operator/site_menus/${menu}`, { method: "PUT", body: { page_ids: pageIds } }),
    onSuccess: (saved) => {
      queryClient.setQueryData<SiteMenus>(["site-menus"], (data) =>
        data ? { ...data, menus: data.menus.map((menu) => (menu.id === saved.id ? saved : menu)) } : data,
      );
      setNotice(t("menus.saved", { menu: menuTitle(saved.id) }));
    },
    onError: (error) => setNotice((error as { message?: string }).message ?? t("error.generic")),
  });
  return (
    <section aria-labelledby="site-menus-title">
      <Title order={2} size="h3" id="site-menus-title" mt="xl" mb={4}>
        {t("menus.title")}
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        {t("menus.lead")}
      </Text>
      <Notice message={notice} />
      {query.isError ? <LoadError error={query.error} onRetry={() => query.refetch()} /> : null}
      {query.isLoading ? <LoadingBlock /> : null}
      {query.data ? (
        <SimpleGrid cols={{ base: 1, md: 2, xl: 3 }} spacing="md">
          {query.data.menus.map((menu) => (
            <MenuCard
              key={menu.id}
              menu={menu}
              pages={query.data.pages}
              disabled={!canManage || save.isPending}
              canManage={canManage}
              onSave={(pageIds) => save.mutate({ menu: menu.id, pageIds })}
            />
          ))}
        </SimpleGrid>
      ) : null}
    </section>
  );
}

function MenuCard({
  menu,
  pages,
  disabled,
  canManage,
  onSave,
}: {
  menu: SiteMenuView;
  pages: SiteMenus["pages"];
  disabled: boolean;
  canManage: boolean;
  onSave: (pageIds: string[]) => void;
}) {
  const [adding, setAdding] = useState<string | null>(null);
  const ids = menu.pages.map((page) => page.id);
  const title = menuTitle(menu.id);
  const headingId = `menu-${menu.id}`;
  const move = (index: number, by: number) => {
    const next = [...ids];
    const [moved] = next.splice(index, 1);
    if (moved === undefined) return;
    next.splice(index + by, 0, moved);
    onSave(next);
  };
  const outside = pages.filter((page) => !ids.includes(page.id));
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId} mb="xs">
        {title}
      </Title>
      {menu.pages.length === 0 ? (
        <Text size="sm" c="dimmed" mb="sm">
          {t("menus.empty")}
        </Text>
      ) : (
        <Stack component="ol" gap={6} mb="sm" p={0} m={0} style={{ listStyle: "none" }}>
          {menu.pages.map((page, index) => (
            <Group component="li" key={page.id} justify="space-between" wrap="nowrap" gap="xs">
              <div style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} truncate>
                  {index + 1}. {page.title}
                </Text>
                <Text size="xs" c="dimmed" className="mono" truncate>
                  /{page.path}
                </Text>
              </div>
              {canManage ? (
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-sm"
                    variant="default"
                    disabled={disabled || index === 0}
                    aria-label={t("menus.up", { title: page.title, menu: title })}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    disabled={disabled || index === menu.pages.length - 1}
                    aria-label={t("menus.down", { title: page.title, menu: title })}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </Button>
                  <Button
                    size="compact-sm"
                    variant="default"
                    c="red.9"
                    disabled={disabled}
                    aria-label={t("menus.remove", { title: page.title, menu: title })}
                    onClick={() => onSave(ids.filter((id) => id !== page.id))}
                  >
                    {t("menus.hide")}
                  </Button>
                </Group>
              ) : null}
            </Group>
          ))}
        </Stack>
      )}
      {canManage ? (
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <Select
            label={t("menus.add")}
            placeholder={t("menus.pickPage")}
            data={outside.map((page) => ({ value: page.id, label: `${page.title} (/${page.path})` }))}
            value={adding}
            onChange={setAdding}
            searchable
            size="xs"
            style={{ flex: 1 }}
            disabled={disabled || outside.length === 0}
            aria-label={t("menus.addTo", { menu: title })}
          />
          <Button
            size="xs"
            disabled={disabled || !adding}
            onClick={() => {
              if (!adding) return;
              onSave([...ids, adding]);
              setAdding(null);
            }}
          >
            {t("menus.addButton")}
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}
