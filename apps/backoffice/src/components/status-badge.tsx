import { Badge } from "@mantine/core";

const COLOURS: Record<string, string> = {
  new: "gray",
  started: "green",
  ended: "blue",
  drawn: "blue",
  canceled: "red",
};

/** A promotion's status as a coloured label (the badge's text never truncates in a narrow cell). */
export function StatusBadge({ status, label }: { status: string; label: string }) {
  return (
    <Badge color={COLOURS[status] ?? "gray"} variant="light" styles={{ label: { overflow: "visible" } }}>
      {label}
    </Badge>
  );
}
