import { Code, Stack, Text } from "@mantine/core";
import { readableDetails } from "../audit-diff.ts";
import { t } from "../i18n/messages.ts";

/**
 * An audit entry's details as people read them: the reason, then each changed field as
 * `field: before → after` (struck through and underlined, not only coloured), then the other facts.
 */
export function AuditDetails({ details }: { details: Record<string, unknown> }) {
  const { changes, unchanged, reason, facts } = readableDetails(details);
  if (!reason && changes.length === 0 && facts.length === 0) {
    return (
      <Text size="xs" c="dimmed">
        —
      </Text>
    );
  }
  return (
    <Stack gap={4} miw={200} maw={440}>
      {reason ? (
        <Text size="sm">
          <Text span fw={600} size="sm">
            {t("audit.reason")}
          </Text>{" "}
          {reason}
        </Text>
      ) : null}
      {changes.length > 0 ? (
        <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: "none" }} aria-label={t("audit.changes")}>
          {changes.map((change) => (
            <Text component="li" size="xs" key={change.field} style={{ overflowWrap: "anywhere" }}>
              <Code>{change.field}</Code>{" "}
              {change.before === undefined ? (
                <Text span size="xs" c="dimmed">
                  {t("audit.new")}
                </Text>
              ) : (
                <Text component="del" size="xs" c="red.9">
                  {change.before}
                </Text>
              )}{" "}
              →{" "}
              {change.after === undefined ? (
                <Text span size="xs" c="dimmed">
                  {t("audit.removed")}
                </Text>
              ) : (
                <Text component="ins" size="xs" c="teal.9" fw={600}>
                  {change.after}
                </Text>
              )}
            </Text>
          ))}
          {unchanged > 0 ? (
            <Text component="li" size="xs" c="dimmed">
              {t("audit.unchanged", { count: unchanged })}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {facts.length > 0 ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {facts.map(([key, value]) => `${key.replaceAll("_", " ")}: ${value}`).join(" · ")}
        </Text>
      ) : null}
    </Stack>
  );
}
