import { Box, Center, Paper, Stack, Text, Title } from "@mantine/core";
import type { ReactNode } from "react";
import { t } from "../i18n/messages.ts";

/** The frame of the pages before the back office opens: sign-in and two-factor enrolment. */
export function AuthCard({ title, lead, children }: { title: string; lead?: string; children: ReactNode }) {
  return (
    <Box component="main" id="main" bg="gray.1" mih="100dvh" px="md" py={48}>
      <Center>
        <Stack w="100%" maw={440} gap="lg">
          <Text fw={700} c="indigo.8" ta="center" size="lg">
            {t("app.name")}
          </Text>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: "lg", sm: "xl" }}>
            <Stack gap="md">
              <Title order={1} size="h2">
                {title}
              </Title>
              {lead ? <Text c="dimmed">{lead}</Text> : null}
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
