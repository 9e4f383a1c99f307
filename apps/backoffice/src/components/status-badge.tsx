import { Badge } from "@mantine/core";

const COLOURS: Record<string, string> = {
  new: "gray",
  started: "green",
  ended: "blue",
  drawn: "blue",
  canceled: "red",
};

/**
 * A status as a tinted label: the tint says the kind, the text is near-black (no tinted text
 * passes 4.5:1 on its own tint in Mantine's palette), and it never truncates in a narrow cell.
 */
export function StatusBadge({ status, label, color }: { status: string; label: string; color?: string }) {
  return (
    <Badge
      color={color ?? COLOURS[status] ?? "gray"}
      variant="light"
      c="dark.8"
      styles={{ label: { overflow: "visible" } }}
    >
      {label}
    </Badge>
  );
}
