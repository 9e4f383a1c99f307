import { Button } from "@mantine/core";

/**
 * The small red × that takes one row out of an editable table (a currency's amounts, a box's
 * prize). It shows only the sign, so `label` names the row for screen readers.
 */
export function RemoveRowButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button size="compact-xs" variant="subtle" color="red.9" c="red.9" aria-label={label} onClick={onClick}>
      ×
    </Button>
  );
}
