import type { Locale } from "@croupier/contract/i18n/locales";
import type { OperatorBlogPost, SaveBlogPostBody } from "@croupier/contract/schemas/blog";
import {
  Alert,
  Anchor,
  Button,
  Group,
  Image,
  Modal,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
} from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { api } from "../api/http.ts";
import { useHasPermission } from "../api/permissions.ts";
import { PageHeader } from "../components/page-header.tsx";
import { LoadError, LoadingBlock } from "../components/query-state.tsx";
import { t } from "../i18n/messages.ts";
import { BlogStatusBadge } from "./blog-posts.tsx";
import { isoToLocal, localToIso } from "./bonuses-form.tsx";
import {
  failureOf,
  fieldErrorText,
  HtmlField,
  LOCALES,
  localeLabel,
  messageOf,
  StoredResult,
} from "./content-parts.tsx";

// One blog post in its editor (`?post=<id>`; `?post=new`, with `&group=…&locale=…` for a new
// translation of a post). Saved through the API, which sanitises the body and answers field errors.

interface Draft {
  locale: Locale;
  slug: string;
  title: string;
  summary: string;
  body: string;
  cover_url: string;
  author: string;
  tags: string[];
  /** A `datetime-local` value; "" for a draft. */
  publishedAt: string;
}

function draftOf(post: OperatorBlogPost | undefined, locale: Locale): Draft {
  return {
    locale: post?.locale ?? locale,
    slug: post?.slug ?? "",
    title: post?.title ?? "",
    summary: post?.summary ?? "",
    body: post?.body ?? "",
    cover_url: post?.cover_url ?? "",
    author: post?.author ?? "",
    tags: post?.tags ?? [],
    publishedAt: isoToLocal(post?.published_at ?? null),
  };
}

/** A slug from a title: lower-case words joined by hyphens (accents dropped). */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{Ll}\p{Lo}0-9]+/gu, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 120);
}

export function BlogPostEditor({ id }: { id: string }) {
  const isNew = id === "new";
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const canEdit = useHasPermission("content.manage");
  const query = useQuery({
    queryKey: ["blog-post", id],
    queryFn: () => api<OperatorBlogPost>(`/api/operator/cms/blog/${encodeURIComponent(id)}`),
    enabled: !isNew,
  });
  const post = query.data;
  const group = post?.translation_group ?? params.get("group") ?? undefined;
  const requestedLocale = (LOCALES as readonly string[]).includes(params.get("locale") ?? "")
    ? (params.get("locale") as Locale)
    : "en";
  const [draft, setDraft] = useState<Draft>(() => draftOf(post, requestedLocale));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [savedHtml, setSavedHtml] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when another post loads
  useEffect(() => {
    setDraft(draftOf(post, requestedLocale));
    setErrors({});
    setFailure(null);
  }, [post?.id, id]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));
  const fieldError = (name: string) => fieldErrorText(errors[name]?.[0]);

  async function save(event: FormEvent | null, publishedAt = draft.publishedAt) {
    event?.preventDefault();
    setSaving(true);
    setErrors({});
    setFailure(null);
    const body: SaveBlogPostBody = {
      locale: draft.locale,
      slug: draft.slug.trim() || slugify(draft.title),
      title: draft.title,
      summary: draft.summary,
      body: draft.body,
      cover_url: draft.cover_url.trim() || null,
      author: draft.author,
      tags: draft.tags,
      published_at: localToIso(publishedAt),
      ...(group ? { translation_group: group } : {}),
    };
    try {
      const saved = await api<OperatorBlogPost>(isNew ? "/api/operator/cms/blog" : `/api/operator/cms/blog/${id}`, {
        method: isNew ? "POST" : "PUT",
        body,
      });
      queryClient.setQueryData(["blog-post", String(saved.id)], saved);
      queryClient.invalidateQueries({ queryKey: ["blog-posts"] });
      setDraft(draftOf(saved, saved.locale));
      setSavedHtml(saved.body);
      if (isNew) navigate(`?post=${saved.id}`, { replace: true });
    } catch (error) {
      const { fields, message } = failureOf(error);
      setErrors(fields);
      setFailure(message);
    } finally {
      setSaving(false);
    }
  }

  async function remove() {
    setConfirmDelete(false);
    try {
      await api<null>(`/api/operator/cms/blog/${id}`, { method: "DELETE" });
      queryClient.invalidateQueries({ queryKey: ["blog-posts"] });
      navigate("/content", { replace: true });
    } catch (error) {
      setFailure(messageOf(error));
    }
  }

  const sitePath = post ? `/${post.locale === "en" ? "" : `${post.locale}/`}blog/${post.slug}` : null;
  const missing = post
    ? LOCALES.filter((locale) => locale !== post.locale && !post.translations.some((tr) => tr.locale === locale))
    : [];

  return (
    <>
      <Anchor component={Link} to="/content" size="sm" c="indigo.8" mb="sm" display="inline-block">
        ← {t("content.back")}
      </Anchor>
      <PageHeader title={isNew ? t("blog.new") : t("content.editTitle", { title: post?.title ?? "" })}>
        {post && sitePath ? (
          <Group gap="sm">
            <BlogStatusBadge status={post.status} />
            {post.status === "published" ? (
              <Anchor href={sitePath} target="_blank" rel="noopener" size="sm" c="indigo.8">
                {t("content.view")} ↗
              </Anchor>
            ) : null}
          </Group>
        ) : null}
      </PageHeader>
      {query.isError ? <LoadError error={query.error} onRetry={() => query.refetch()} /> : null}
      {!isNew && query.isLoading ? <LoadingBlock /> : null}
      {isNew || post ? (
        <form onSubmit={(event) => save(event)} noValidate>
          <Stack gap="md">
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t("content.locale")}
                data={LOCALES.map((value) => ({ value, label: localeLabel(value) }))}
                value={draft.locale}
                onChange={(value) => value && set("locale", value as Locale)}
                error={fieldError("locale")}
                readOnly={!canEdit}
                allowDeselect={false}
              />
              <TextInput
                type="datetime-local"
                label={t("blog.publishedAt")}
                description={t("blog.publishedHint")}
                value={draft.publishedAt}
                onChange={(event) => set("publishedAt", event.currentTarget.value)}
                error={fieldError("published_at")}
                readOnly={!canEdit}
              />
            </SimpleGrid>
            <TextInput
              label={t("content.pageTitle")}
              value={draft.title}
              onChange={(event) => set("title", event.currentTarget.value)}
              error={fieldError("title")}
              readOnly={!canEdit}
              maxLength={200}
              required
            />
            <TextInput
              label={t("blog.slug")}
              description={t("blog.slugHint")}
              value={draft.slug}
              placeholder={slugify(draft.title)}
              onChange={(event) => set("slug", event.currentTarget.value)}
              error={fieldError("slug")}
              readOnly={!canEdit}
              maxLength={120}
              classNames={{ input: "mono" }}
            />
            <Textarea
              label={t("blog.summary")}
              description={t("blog.summaryHint")}
              value={draft.summary}
              onChange={(event) => set("summary", event.currentTarget.value)}
              error={fieldError("summary")}
              readOnly={!canEdit}
              maxLength={500}
              autosize
              minRows={2}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput
                label={t("blog.author")}
                value={draft.author}
                onChange={(event) => set("author", event.currentTarget.value)}
                error={fieldError("author")}
                readOnly={!canEdit}
                maxLength={100}
              />
              <TagsInput
                label={t("blog.tags")}
                value={draft.tags}
                onChange={(tags) => set("tags", tags)}
                error={fieldError("tags")}
                readOnly={!canEdit}
                maxTags={10}
              />
            </SimpleGrid>
            <Group align="flex-end" wrap="nowrap">
              <TextInput
                style={{ flex: 1 }}
                label={t("blog.cover")}
                description={t("blog.coverHint")}
                value={draft.cover_url}
                onChange={(event) => set("cover_url", event.currentTarget.value)}
                error={fieldError("cover_url")}
                readOnly={!canEdit}
                maxLength={500}
                classNames={{ input: "mono" }}
              />
              {draft.cover_url.startsWith("/") || draft.cover_url.startsWith("https://") ? (
                <Image src={draft.cover_url} alt="" w={120} h={63} fit="cover" radius="sm" />
              ) : null}
            </Group>
            <HtmlField
              label={t("content.text")}
              value={draft.body}
              onChange={(body) => set("body", body)}
              error={fieldError("body")}
              readOnly={!canEdit}
              resetKey={`${post?.id ?? "new"}`}
            />
            {post ? (
              <Stack gap={6}>
                <Text size="sm" fw={500}>
                  {t("blog.translations")}
                </Text>
                <Group gap="md">
                  {post.translations.map((translation) => (
                    <Anchor key={translation.id} component={Link} to={`?post=${translation.id}`} size="sm" c="indigo.8">
                      {localeLabel(translation.locale)}: {translation.title}
                    </Anchor>
                  ))}
                  {canEdit
                    ? missing.map((locale) => (
                        <Anchor
                          key={locale}
                          component={Link}
                          to={`?post=new&group=${encodeURIComponent(post.translation_group)}&locale=${locale}`}
                          size="sm"
                          c="indigo.8"
                        >
                          + {t("blog.translate", { locale: localeLabel(locale) })}
                        </Anchor>
                      ))
                    : null}
                </Group>
              </Stack>
            ) : null}
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            {canEdit ? (
              <Group>
                <Button type="submit" loading={saving}>
                  {t("blog.save")}
                </Button>
                {post?.published_at ? (
                  <Button variant="default" onClick={() => save(null, "")} disabled={saving}>
                    {t("blog.unpublish")}
                  </Button>
                ) : null}
                {post ? (
                  <Button variant="subtle" color="red" onClick={() => setConfirmDelete(true)}>
                    {t("blog.delete")}
                  </Button>
                ) : null}
              </Group>
            ) : null}
            {savedHtml !== null ? <StoredResult text={savedHtml} /> : null}
          </Stack>
        </form>
      ) : null}
      <Modal opened={confirmDelete} onClose={() => setConfirmDelete(false)} title={t("blog.deleteTitle")} centered>
        <Stack>
          <Text size="sm">{t("blog.deleteLead")}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirmDelete(false)}>
              {t("content.keep")}
            </Button>
            <Button color="red" onClick={remove}>
              {t("blog.delete")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
