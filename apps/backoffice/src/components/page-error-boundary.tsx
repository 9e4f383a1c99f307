import { Alert, Button, Group, Text } from "@mantine/core";
import { Component, type ErrorInfo, type ReactNode } from "react";
import { t } from "../i18n/messages.ts";

interface State {
  failed: boolean;
}

/**
 * Keeps a page's crash inside the page: the navigation stays, the page says it failed and offers
 * a reload, instead of React unmounting the whole back office to a blank screen. The shell keys it
 * by path, so moving to another area starts afresh.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    // The console is where an operator's report starts (the browser's developer tools).
    console.error("back office page failed", error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Alert color="red" role="alert" title={t("error.pageTitle")} mb="md">
        <Group justify="space-between" align="flex-end">
          <Text size="sm">{t("error.pageLead")}</Text>
          <Button size="xs" variant="light" onClick={() => window.location.reload()}>
            {t("error.reload")}
          </Button>
        </Group>
      </Alert>
    );
  }
}
