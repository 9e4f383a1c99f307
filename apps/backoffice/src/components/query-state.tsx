import { Alert, Button, Center, Group, Loader, Paper, Text } from "@mantine/core";
import type { ReactNode } from "react";
import { t } from "../i18n/messages.ts";

/** A failed load, said in words, with a retry. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const message = (error as { message?: unknown } | null)?.message;
  return (
    <Alert color="red" role="alert" mb="md">
      <Group justify="space-between">
        <Text size="sm">{typeof message === "string" ? message : t("error.generic")}</Text>
        <Button size="xs" variant="light" onClick={onRetry}>
          {t("table.retry")}
        </Button>
      </Group>
    </Alert>
  );
}

/** The spinner of a page's first load (later loads keep the old figures in view). */
export function LoadingBlock() {
  return (
    <Center py="xl">
      <Loader aria-label={t("app.loading")} />
    </Center>
  );
}

/** Nothing to show, said rather than left blank. */
export function EmptyBlock({ children }: { children?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Text c="dimmed" ta="center">
        {children ?? t("table.empty")}
      </Text>
    </Paper>
  );
}
