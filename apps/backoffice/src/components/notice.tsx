import { Text } from "@mantine/core";

/**
 * The line that says an action went through (saved, cancelled, sent), above the list it changed.
 * A polite live region, so a screen reader says it without moving the focus.
 */
export function Notice({ message, mb = "sm" }: { message: string | null; mb?: string | number }) {
  if (!message) return null;
  return (
    <Text role="status" c="teal.9" fw={500} mb={mb}>
      {message}
    </Text>
  );
}
