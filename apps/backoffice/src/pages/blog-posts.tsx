import type { BlogStatus, OperatorBlogPosts } from "@croupier/contract/schemas/blog";
import { Anchor, Button, Group, Select, Stack, Table, Text, Title } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { api } from "../api/http.ts";
import { useHasPermission } from "../api/permissions.ts";
import { QueryTable } from "../components/query-table.tsx";
import { StatusBadge } from "../components/status-badge.tsx";
import { formatDateTime } from "../format.ts";
import { type MessageKey, t } from "../i18n/messages.ts";
import { LOCALES, LocaleBadges, localeLabel } from "./content-parts.tsx";

// The Content area's blog: every post of every status, filtered by language and status; a post
// opens in its editor (`?post=<id>`, `?post=new` for a new one).

const STATUSES: readonly BlogStatus[] = ["published", "scheduled", "draft"];
const STATUS_COLOR: Record<BlogStatus, string> = { published: "teal", scheduled: "indigo", draft: "gray" };

export function BlogStatusBadge({ status }: { status: BlogStatus }) {
  return <StatusBadge status={status} color={STATUS_COLOR[status]} label={t(`blog.status.${status}` as MessageKey)} />;
}

export function BlogPostsSection() {
  const canEdit = useHasPermission("content.manage");
  const [locale, setLocale] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const search = new URLSearchParams({ page_size: "100" });
  if (locale) search.set("locale", locale);
  if (status) search.set("status", status);
  const query = useQuery({
    queryKey: ["blog-posts", locale, status],
    queryFn: () => api<OperatorBlogPosts>(`/api/operator/cms/blog?${search}`),
  });
  const rows = query.data?.data ?? [];
  return (
    <Stack gap="sm" mt="xl">
      <Group justify="space-between" align="flex-end">
        <Stack gap={4}>
          <Title order={2} size="h3">
            {t("blog.title")}
          </Title>
          <Text c="dimmed" size="sm">
            {t("blog.lead")}
          </Text>
        </Stack>
        {canEdit ? (
          <Button component={Link} to="?post=new">
            {t("blog.new")}
          </Button>
        ) : null}
      </Group>
      <Group gap="sm">
        <Select
          label={t("content.locale")}
          placeholder={t("blog.all")}
          data={LOCALES.map((value) => ({ value, label: localeLabel(value) }))}
          value={locale}
          onChange={setLocale}
          clearable
          w={200}
        />
        <Select
          label={t("blog.statusLabel")}
          placeholder={t("blog.all")}
          data={STATUSES.map((value) => ({ value, label: t(`blog.status.${value}` as MessageKey) }))}
          value={status}
          onChange={setStatus}
          clearable
          w={200}
        />
      </Group>
      <QueryTable
        query={query}
        empty={rows.length === 0}
        caption={t("blog.title")}
        minWidth={720}
        highlightOnHover
        head={[
          t("blog.post"),
          t("content.locale"),
          t("blog.statusLabel"),
          t("blog.publication"),
          t("blog.translations"),
        ]}
      >
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <Anchor
                component={Link}
                to={`?post=${row.id}`}
                size="sm"
                fw={600}
                c="indigo.8"
                aria-label={t("content.open", { title: row.title })}
              >
                {row.title}
              </Anchor>
              <Text size="xs" c="dimmed" className="mono">
                /blog/{row.slug}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{localeLabel(row.locale)}</Text>
            </Table.Td>
            <Table.Td>
              <BlogStatusBadge status={row.status} />
            </Table.Td>
            <Table.Td>
              <Text size="sm">{row.published_at ? formatDateTime(row.published_at) : "—"}</Text>
            </Table.Td>
            <Table.Td>
              <LocaleBadges locales={row.translations.map((translation) => translation.locale)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </QueryTable>
    </Stack>
  );
}
