import { Button, Group, JsonInput, Paper, Select, Stack, Text, Textarea, TextInput } from "@mantine/core";
import { t } from "../i18n/messages.ts";
import { moveItem, type PromoCard, parsePromoCards, promoCardsJson } from "./cms-promo-cards.ts";

// A CMS page's JSON block, beside its text: the promotions page's cards get a form of their own
// (title, description, picture, button, terms), any other page's block (FAQ entries, collapsible
// sections) is edited as JSON. The platform sanitises the HTML strings inside either way.

interface PageBlocksFieldProps {
  pageId: string;
  /** The block as JSON text, or null when the page has none. */
  value: string | null;
  onChange: (value: string | null) => void;
  error?: string;
  readOnly: boolean;
}

export function PageBlocksField({ pageId, value, onChange, error, readOnly }: PageBlocksFieldProps) {
  const cards = pageId === "promotions" ? parsePromoCards(value) : null;
  if (cards) return <PromoCardsEditor cards={cards} onChange={onChange} error={error} readOnly={readOnly} />;
  if (value === null) return null;
  return (
    <JsonInput
      label={t("content.blocks")}
      description={t("content.blocksHint")}
      value={value}
      onChange={onChange}
      validationError={t("content.blocksInvalid")}
      error={error}
      readOnly={readOnly}
      formatOnBlur
      autosize
      minRows={6}
      maxRows={24}
    />
  );
}

function PromoCardsEditor({
  cards,
  onChange,
  error,
  readOnly,
}: {
  cards: PromoCard[];
  onChange: (value: string) => void;
  error?: string;
  readOnly: boolean;
}) {
  const set = (next: PromoCard[]) => onChange(promoCardsJson(next));
  const edit = (index: number, field: keyof PromoCard, text: string) =>
    set(cards.map((card, at) => (at === index ? { ...card, [field]: text } : card)));

  return (
    <Stack gap="sm" role="group" aria-labelledby="promo-cards-label">
      <div>
        <Text size="sm" fw={500} id="promo-cards-label">
          {t("content.promos")}
        </Text>
        <Text size="xs" c="dimmed">
          {t("content.promosHint")}
        </Text>
      </div>
      {error ? (
        <Text size="sm" c="red.9" role="alert">
          {error}
        </Text>
      ) : null}
      {cards.map((card, index) => (
        <Paper key={card.id} withBorder p="sm" radius="md" aria-label={t("content.promoCard", { place: index + 1 })}>
          <Stack gap="xs">
            <Group grow align="flex-start">
              <TextInput
                label={t("content.promoTitle")}
                value={card.title}
                onChange={(event) => edit(index, "title", event.currentTarget.value)}
                readOnly={readOnly}
                maxLength={200}
                required
              />
              <Select
                label={t("content.promoCta")}
                description={t("content.promoCtaHint")}
                data={[
                  { value: "sign-up", label: t("content.promoCta.signUp") },
                  { value: "deposit", label: t("content.promoCta.deposit") },
                ]}
                value={card.cta === "deposit" ? "deposit" : "sign-up"}
                onChange={(value) => edit(index, "cta", value ?? "sign-up")}
                readOnly={readOnly}
                allowDeselect={false}
              />
            </Group>
            <Textarea
              label={t("content.promoDescription")}
              value={card.description}
              onChange={(event) => edit(index, "description", event.currentTarget.value)}
              readOnly={readOnly}
              autosize
              minRows={2}
              maxLength={2000}
            />
            <Group grow align="flex-start">
              <TextInput
                label={t("content.promoImage")}
                value={card.image}
                onChange={(event) => edit(index, "image", event.currentTarget.value)}
                readOnly={readOnly}
                maxLength={500}
              />
              <TextInput
                label={t("content.promoTerms")}
                value={card.terms_path}
                onChange={(event) => edit(index, "terms_path", event.currentTarget.value)}
                readOnly={readOnly}
                maxLength={200}
              />
            </Group>
            {readOnly ? null : (
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  disabled={index === 0}
                  onClick={() => set(moveItem(cards, index, -1))}
                  aria-label={t("content.promoUp", { title: card.title || String(index + 1) })}
                >
                  ↑
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  disabled={index === cards.length - 1}
                  onClick={() => set(moveItem(cards, index, 1))}
                  aria-label={t("content.promoDown", { title: card.title || String(index + 1) })}
                >
                  ↓
                </Button>
                <Button
                  size="xs"
                  variant="outline"
                  color="red.9"
                  onClick={() => set(cards.filter((_, at) => at !== index))}
                >
                  {t("content.promoRemove")}
                </Button>
              </Group>
            )}
          </Stack>
        </Paper>
      ))}
      {readOnly ? null : (
        <Group>
          <Button
            size="xs"
            variant="default"
            onClick={() =>
              set([
                ...cards,
                { id: `promo-${Date.now()}`, title: "", description: "", image: "", cta: "sign-up", terms_path: "" },
              ])
            }
          >
            {t("content.promoAdd")}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
