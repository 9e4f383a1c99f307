import { Group, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";

/** An area's title, what it is for, and its filters or actions on the right. */
export function PageHeader({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {title}
        </Title>
        {lead ? (
          <Text c="dimmed" size="sm" maw={640}>
            {lead}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Group>
  );
}
