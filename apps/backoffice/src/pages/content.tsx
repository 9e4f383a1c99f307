import type { Locale } from "@croupier/contract/i18n/locales";
import type {
  OperatorCmsPage,
  OperatorCmsPageSummary,
  OperatorCmsSnippet,
  OperatorCmsTranslation,
} from "@croupier/contract/schemas/operator-cms";
import {
  Alert,
  Anchor,
  Button,
  Group,
  Modal,
  SegmentedControl,
  Stack,
  Table,
  Text,
  Textarea,
  TextInput,
  Title,
} from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useEffect, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { api, fieldErrors } from "../api/http.ts";
import { useHasPermission } from "../api/permissions.ts";
import { PageHeader } from "../components/page-header.tsx";
import { EmptyBlock, LoadError, LoadingBlock } from "../components/query-state.tsx";
import { QueryTable } from "../components/query-table.tsx";
import { t } from "../i18n/messages.ts";
import { BlogPostEditor } from "./blog-post-editor.tsx";
import { BlogPostsSection } from "./blog-posts.tsx";
import { PageBlocksField } from "./cms-page-blocks.tsx";
import {
  failureOf,
  fieldErrorText,
  HtmlField,
  LOCALES,
  LocaleBadges,
  localeLabel,
  StoredResult,
} from "./content-parts.tsx";
import { SiteMenusSection } from "./site-menus.tsx";

/**
 * The Content area: the site's CMS pages; one opens (`?page=<id>`) in an editor with a language
 * switch, its title and its text in a visual editor (or as HTML), saved through the API, which
 * sanitises the HTML: the stored result is shown after saving.
 */
export function ContentPage() {
  const [params] = useSearchParams();
  const id = params.get("page");
  const snippet = params.get("snippet");
  const post = params.get("post");
  if (id) return <PageEditor id={id} />;
  if (post) return <BlogPostEditor id={post} />;
  if (snippet) return <SnippetEditor id={snippet} />;
  return (
    <>
      <PagesList />
      <BlogPostsSection />
      <SiteMenusSection />
      <SnippetsList />
    </>
  );
}

function PagesList() {
  const query = useQuery({
    queryKey: ["cms-pages"],
    queryFn: () => api<{ data: OperatorCmsPageSummary[] }>("/api/operator/cms/pages"),
  });
  const rows = query.data?.data ?? [];
  return (
    <>
      <PageHeader title={t("content.title")} lead={t("content.lead")} />
      <QueryTable
        query={query}
        empty={rows.length === 0}
        caption={t("content.title")}
        minWidth={560}
        highlightOnHover
        head={[t("content.page"), t("content.path"), t("content.locales")]}
      >
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <Anchor
                component={Link}
                to={`?page=${encodeURIComponent(row.id)}`}
                size="sm"
                fw={600}
                c="indigo.8"
                aria-label={t("content.open", { title: row.title })}
                pl={row.parent_id ? "md" : 0}
              >
                {row.title}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Text size="sm" className="mono">
                /{row.path}
              </Text>
            </Table.Td>
            <Table.Td>
              <LocaleBadges locales={row.locales} />
            </Table.Td>
          </Table.Tr>
        ))}
      </QueryTable>
    </>
  );
}

const loadSnippets = () => api<{ data: OperatorCmsSnippet[] }>("/api/operator/cms/snippets");

function SnippetsList() {
  const query = useQuery({ queryKey: ["cms-snippets"], queryFn: loadSnippets });
  const rows = query.data?.data ?? [];
  return (
    <Stack gap="sm" mt="xl">
      <Title order={2} size="h3">
        {t("content.snippets")}
      </Title>
      <Text c="dimmed" size="sm">
        {t("content.snippetsLead")}
      </Text>
      <QueryTable
        query={query}
        empty={rows.length === 0}
        caption={t("content.snippets")}
        minWidth={560}
        highlightOnHover
        head={[t("content.snippet"), t("content.categories"), t("content.locales")]}
      >
        {rows.map((row) => (
          <Table.Tr key={row.id}>
            <Table.Td>
              <Anchor
                component={Link}
                to={`?snippet=${encodeURIComponent(row.id)}`}
                size="sm"
                fw={600}
                c="indigo.8"
                className="mono"
                aria-label={t("content.openSnippet", { id: row.id })}
              >
                {row.id}
              </Anchor>
            </Table.Td>
            <Table.Td>
              <Text size="sm">{row.categories.join(", ")}</Text>
            </Table.Td>
            <Table.Td>
              <LocaleBadges locales={Object.keys(row.translations)} />
            </Table.Td>
          </Table.Tr>
        ))}
      </QueryTable>
    </Stack>
  );
}

/** A snippet's text per language, edited as it is stored (HTML, text or JSON). */
function SnippetEditor({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const canEdit = useHasPermission("content.manage");
  const query = useQuery({ queryKey: ["cms-snippets"], queryFn: loadSnippets });
  const snippet = query.data?.data.find((item) => item.id === id);
  const [locale, setLocale] = useState<Locale>("en");
  const stored = snippet?.translations[locale] ?? "";
  const [draft, setDraft] = useState(stored);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [savedText, setSavedText] = useState<string | null>(null);
  const dirty = draft !== stored;

  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the language or the loaded snippet changes
  useEffect(() => {
    setDraft(stored);
    setError(null);
    setSavedText(null);
  }, [locale, snippet?.id]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const next = await api<OperatorCmsSnippet>(
        `/api/operator/cms/snippets/${encodeURIComponent(id)}/translations/${locale}`,
        { method: "PUT", body: { translation: { content: draft } } },
      );
      queryClient.setQueryData<{ data: OperatorCmsSnippet[] }>(["cms-snippets"], (list) =>
        list ? { data: list.data.map((item) => (item.id === id ? next : item)) } : list,
      );
      const saved = next.translations[locale] ?? "";
      setDraft(saved);
      setSavedText(saved);
    } catch (failure) {
      const code = fieldErrors(failure)["translation.content"]?.[0];
      const message = (failure as { message?: unknown }).message;
      setError(code === "too_long" ? t("error.tooLong") : typeof message === "string" ? message : t("error.generic"));
    } finally {
      setSaving(false);
    }
  }

  return (
    <>
      <Anchor component={Link} to="/content" size="sm" c="indigo.8" mb="sm" display="inline-block">
        ← {t("content.back")}
      </Anchor>
      <PageHeader title={t("content.editSnippet", { id })} />
      {query.isError ? <LoadError error={query.error} onRetry={() => query.refetch()} /> : null}
      {query.isLoading ? <LoadingBlock /> : null}
      {query.data && !snippet ? <EmptyBlock /> : null}
      {snippet ? (
        <form onSubmit={save} noValidate>
          <Stack gap="md">
            <LocaleSwitch value={locale} dirty={dirty} onChange={setLocale} />
            <Textarea
              label={t("content.text")}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              readOnly={!canEdit}
              error={error ?? undefined}
              autosize
              minRows={10}
              maxRows={30}
              classNames={{ input: "mono" }}
            />
            {canEdit ? (
              <Group>
                <Button type="submit" loading={saving} disabled={!dirty}>
                  {t("content.save", { locale: localeLabel(locale) })}
                </Button>
              </Group>
            ) : null}
            {savedText !== null ? <StoredResult text={savedText} /> : null}
          </Stack>
        </form>
      ) : null}
    </>
  );
}

type Draft = Pick<OperatorCmsTranslation, "title" | "content" | "json">;
const EMPTY: Draft = { title: "", content: "", json: null };

function PageEditor({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const canEdit = useHasPermission("content.manage");
  const key = ["cms-page", id];
  const query = useQuery({
    queryKey: key,
    queryFn: () => api<OperatorCmsPage>(`/api/operator/cms/pages/${encodeURIComponent(id)}`),
  });
  const [locale, setLocale] = useState<Locale>("en");
  const page = query.data;
  const stored = page?.translations[locale];
  const base: Draft = stored ? { title: stored.title, content: stored.content, json: stored.json } : EMPTY;
  const [draft, setDraft] = useState<Draft>(base);
  const [saving, setSaving] = useState(false);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [savedHtml, setSavedHtml] = useState<string | null>(null);
  const dirty = draft.title !== base.title || draft.content !== base.content || draft.json !== base.json;

  // Another language (or the page's first load): its stored text in the form, in a mode that keeps it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset only when the language or the loaded page changes
  useEffect(() => {
    setDraft(base);
    setErrors({});
    setFailure(null);
    setSavedHtml(null);
  }, [locale, page?.id]);

  async function save(event: FormEvent) {
    event.preventDefault();
    setSaving(true);
    setErrors({});
    setFailure(null);
    try {
      const next = await api<OperatorCmsPage>(
        `/api/operator/cms/pages/${encodeURIComponent(id)}/translations/${locale}`,
        { method: "PUT", body: { translation: draft } },
      );
      queryClient.setQueryData(key, next);
      queryClient.invalidateQueries({ queryKey: ["cms-pages"] });
      const saved = next.translations[locale];
      if (saved) {
        setDraft({ title: saved.title, content: saved.content, json: saved.json });
        setSavedHtml(saved.content);
      }
    } catch (error) {
      const { fields, message } = failureOf(error);
      setErrors(fields);
      setFailure(message);
    } finally {
      setSaving(false);
    }
  }

  const fieldError = (name: string) => fieldErrorText(errors[`translation.${name}`]?.[0] ?? errors[name]?.[0]);
  const title = page?.translations.en?.title ?? id;
  const sitePath = page ? `/${locale === "en" ? "" : `${locale}/`}${page.path}` : "/";

  return (
    <>
      <Anchor component={Link} to="/content" size="sm" c="indigo.8" mb="sm" display="inline-block">
        ← {t("content.back")}
      </Anchor>
      <PageHeader title={t("content.editTitle", { title })}>
        {page ? (
          <Anchor href={sitePath} target="_blank" rel="noopener" size="sm" c="indigo.8">
            {t("content.view")} ↗
          </Anchor>
        ) : null}
      </PageHeader>
      {query.isError ? <LoadError error={query.error} onRetry={() => query.refetch()} /> : null}
      {query.isLoading ? <LoadingBlock /> : null}
      {page ? (
        <form onSubmit={save} noValidate>
          <Stack gap="md">
            <LocaleSwitch value={locale} dirty={dirty} onChange={setLocale} />
            {stored ? null : (
              <Text size="sm" c="dimmed">
                {t("content.noText")}
              </Text>
            )}
            <TextInput
              label={t("content.pageTitle")}
              value={draft.title}
              onChange={(event) => setDraft({ ...draft, title: event.currentTarget.value })}
              error={fieldError("title")}
              readOnly={!canEdit}
              maxLength={200}
              required
            />
            <HtmlField
              label={t("content.text")}
              value={draft.content}
              onChange={(content) => setDraft((current) => ({ ...current, content }))}
              error={fieldError("content")}
              readOnly={!canEdit}
              resetKey={`${page.id}:${locale}`}
            />
            <PageBlocksField
              pageId={page.id}
              value={draft.json}
              onChange={(json) => setDraft((current) => ({ ...current, json }))}
              error={fieldError("json")}
              readOnly={!canEdit}
            />
            {failure ? (
              <Alert color="red" role="alert">
                {failure}
              </Alert>
            ) : null}
            {canEdit ? (
              <Group>
                <Button type="submit" loading={saving} disabled={!dirty}>
                  {t("content.save", { locale: localeLabel(locale) })}
                </Button>
              </Group>
            ) : null}
            {savedHtml !== null ? <StoredResult text={savedHtml} /> : null}
          </Stack>
        </form>
      ) : null}
    </>
  );
}

/**
 * The five languages as one switch; with unsaved changes a switch asks first (keep editing or
 * discard), and so does leaving the back office.
 */
function LocaleSwitch({ value, dirty, onChange }: { value: Locale; dirty: boolean; onChange: (next: Locale) => void }) {
  const [pending, setPending] = useState<Locale | null>(null);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [dirty]);

  return (
    <>
      <SegmentedControl
        aria-label={t("content.locale")}
        data={LOCALES.map((locale) => ({ value: locale, label: localeLabel(locale) }))}
        value={value}
        onChange={(next) => {
          if (next === value) return;
          if (dirty) setPending(next as Locale);
          else onChange(next as Locale);
        }}
        fullWidth
        styles={{ label: { whiteSpace: "nowrap" } }}
      />
      <Modal opened={pending !== null} onClose={() => setPending(null)} title={t("content.unsavedTitle")} centered>
        <Stack>
          <Text size="sm">{t("content.unsavedLead", { locale: localeLabel(value) })}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setPending(null)}>
              {t("content.keep")}
            </Button>
            <Button
              color="red"
              onClick={() => {
                if (pending) onChange(pending);
                setPending(null);
              }}
            >
              {t("content.discard")}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
