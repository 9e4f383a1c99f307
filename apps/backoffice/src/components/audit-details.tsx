import { Box, Code, Stack, Text } from "@mantine/core";
import { type AuditChange, readableDetails } from "../audit-diff.ts";
import { formatDateTime } from "../format.ts";
import { t } from "../i18n/messages.ts";

/** How many changes show before the rest fold away (a new record can have twenty fields). */
const SHOWN_CHANGES = 6;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** A value as staff read it: an instant in their time format, anything else as it is. */
const shown = (value: string) => (ISO_INSTANT.test(value) ? formatDateTime(value) : value);

function ChangeLine({ change }: { change: AuditChange }) {
  return (
    <Text component="li" size="xs" style={{ overflowWrap: "anywhere" }}>
      <Code>{change.field}</Code>{" "}
      {change.before === undefined ? (
        <Text span size="xs" c="dimmed">
          {t("audit.new")}
        </Text>
      ) : (
        <Text component="del" size="xs" c="red.9">
          {shown(change.before)}
        </Text>
      )}{" "}
      →{" "}
      {change.after === undefined ? (
        <Text span size="xs" c="dimmed">
          {t("audit.removed")}
        </Text>
      ) : (
        <Text component="ins" size="xs" c="teal.9" fw={600}>
          {shown(change.after)}
        </Text>
      )}
    </Text>
  );
}

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
          {changes.slice(0, SHOWN_CHANGES).map((change) => (
            <ChangeLine change={change} key={change.field} />
          ))}
          {changes.length > SHOWN_CHANGES ? (
            <li>
              <Box component="details">
                <Text component="summary" size="xs" c="blue.9" style={{ cursor: "pointer" }}>
                  {t("audit.moreChanges", { count: changes.length - SHOWN_CHANGES })}
                </Text>
                <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: "none" }}>
                  {changes.slice(SHOWN_CHANGES).map((change) => (
                    <ChangeLine change={change} key={change.field} />
                  ))}
                </Stack>
              </Box>
            </li>
          ) : null}
          {unchanged > 0 ? (
            <Text component="li" size="xs" c="dimmed">
              {t("audit.unchanged", { count: unchanged })}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {facts.length > 0 ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
          {facts.map(([key, value]) => `${key.replaceAll("_", " ")}: ${shown(value)}`).join(" · ")}
        </Text>
      ) : null}
    </Stack>
  );
}
