import type { OperatorProfile } from "@croupier/contract/schemas/operators";
import { Button, Center, Loader, MantineProvider, Stack, Text, Title } from "@mantine/core";
import { Authenticated, CanAccess, Refine, useGetIdentity } from "@refinedev/core";
import routerProvider from "@refinedev/react-router";
import type { ReactNode } from "react";
import { BrowserRouter, Link, Navigate, Outlet, Route, Routes } from "react-router";
import { accessControlProvider } from "./access-control.ts";
import { authProvider } from "./api/auth-provider.ts";
import { dataProvider } from "./api/data-provider.ts";
import { SignInRedirect } from "./components/sign-in-redirect.tsx";
import { t } from "./i18n/messages.ts";
import { Shell } from "./layout/shell.tsx";
import { AREAS, visibleAreas } from "./navigation.ts";
import { AdjustmentsPage } from "./pages/adjustments.tsx";
import { AuditLogPage } from "./pages/audit-log.tsx";
import { BonusesPage } from "./pages/bonuses.tsx";
import { GamesPage, ProvidersPage } from "./pages/catalog.tsx";
import { ContentPage } from "./pages/content.tsx";
import { DashboardPage } from "./pages/dashboard.tsx";
import { KycPage } from "./pages/kyc.tsx";
import { LiveChatPage } from "./pages/live-chat.tsx";
import { LotteriesPage } from "./pages/lotteries.tsx";
import { PlayerPage } from "./pages/player-360.tsx";
import { PlayersPage } from "./pages/players.tsx";
import { HarmMarkersPage, ReportsPage } from "./pages/reports.tsx";
import { SessionsPage } from "./pages/sessions.tsx";
import { SignInPage } from "./pages/sign-in.tsx";
import { SportsbookAlertsPage } from "./pages/sportsbook-alerts.tsx";
import { SportsbookEventPage } from "./pages/sportsbook-event.tsx";
import { SportsbookEventsPage } from "./pages/sportsbook-events.tsx";
import { SportsbookSportsPage } from "./pages/sportsbook-sports.tsx";
import { StaffPage } from "./pages/staff.tsx";
import { SupportInboxPage } from "./pages/support-inbox.tsx";
import { TournamentsPage } from "./pages/tournaments.tsx";
import { TwoFactorEnrolmentPage } from "./pages/two-factor-enrolment.tsx";
import { WithdrawalsPage } from "./pages/withdrawals.tsx";
import { cssVariablesResolver, theme } from "./theme.ts";

/** Each area's page, by resource; an area without one here is not routed (nor listed: navigation.ts). */
const PAGES: Record<string, () => ReactNode> = {
  dashboard: DashboardPage,
  withdrawals: WithdrawalsPage,
  players: PlayersPage,
  "players/adjustments": AdjustmentsPage,
  "kyc/documents": KycPage,
  audit_log: AuditLogPage,
  tournaments: TournamentsPage,
  lotteries: LotteriesPage,
  bonuses: BonusesPage,
  "sportsbook/events": SportsbookEventsPage,
  "sportsbook/sports": SportsbookSportsPage,
  "sportsbook/alerts": SportsbookAlertsPage,
  "cms/pages": ContentPage,
  "support/messages": SupportInboxPage,
  "chat/conversations": LiveChatPage,
  "reports/ggr": ReportsPage,
  "reports/harm_markers": HarmMarkersPage,
  games: GamesPage,
  providers: ProvidersPage,
  operators: StaffPage,
  sessions: SessionsPage,
};

function Loading() {
  return (
    <Center mih="60dvh">
      <Loader aria-label={t("app.loading")} />
    </Center>
  );
}

/** Until two-factor sign-in is set up, the API answers nothing but enrolment: go there first. */
function RequireTwoFactor() {
  const { data: operator, isLoading } = useGetIdentity<OperatorProfile>();
  if (isLoading) return <Loading />;
  if (operator && !operator.two_factor_enabled) return <Navigate to="/two-factor" replace />;
  return <Outlet />;
}

/** The start page: the first area the operator's role opens. */
function Home() {
  const { data: operator } = useGetIdentity<OperatorProfile>();
  if (!operator) return <Loading />;
  const first = visibleAreas(operator.permissions)[0];
  return first ? <Navigate to={first.path} replace /> : <NotFound />;
}

function Message({ title, lead }: { title: string; lead?: string }) {
  return (
    <Stack align="center" py={64} gap="sm">
      <Title order={1} size="h2">
        {title}
      </Title>
      {lead ? <Text c="dimmed">{lead}</Text> : null}
      <Button component={Link} to="/" variant="light">
        {t("notFound.back")}
      </Button>
    </Stack>
  );
}

function NotFound() {
  return <Message title={t("notFound.title")} />;
}

export function App() {
  return (
    <BrowserRouter basename="/backoffice">
      <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
        <Refine
          routerProvider={routerProvider}
          dataProvider={dataProvider}
          authProvider={authProvider}
          accessControlProvider={accessControlProvider}
          resources={AREAS.map((area) => ({ name: area.resource, list: area.path, meta: { label: t(area.label) } }))}
          options={{
            disableTelemetry: true,
            syncWithLocation: false,
            warnWhenUnsavedChanges: false,
            reactQuery: {
              clientConfig: { defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } },
            },
          }}
        >
          <Routes>
            <Route path="/sign-in" element={<SignInPage />} />
            <Route
              element={
                <Authenticated key="backoffice" fallback={<SignInRedirect />} loading={<Loading />}>
                  <Outlet />
                </Authenticated>
              }
            >
              <Route path="/two-factor" element={<TwoFactorEnrolmentPage />} />
              <Route element={<RequireTwoFactor />}>
                <Route element={<Shell />}>
                  <Route index element={<Home />} />
                  {AREAS.filter((area) => PAGES[area.resource]).map((area) => {
                    const Page = PAGES[area.resource] as () => ReactNode;
                    return (
                      <Route
                        key={area.resource}
                        path={area.path}
                        element={
                          <CanAccess
                            resource={area.resource}
                            action="list"
                            fallback={<Message title={t("forbidden.title")} lead={t("forbidden.lead")} />}
                          >
                            <Page />
                          </CanAccess>
                        }
                      />
                    );
                  })}
                  <Route
                    path="/players/:id"
                    element={
                      <CanAccess
                        resource="players"
                        action="list"
                        fallback={<Message title={t("forbidden.title")} lead={t("forbidden.lead")} />}
                      >
                        <PlayerPage />
                      </CanAccess>
                    }
                  />
                  <Route
                    path="/sportsbook/events/:id"
                    element={
                      <CanAccess
                        resource="sportsbook/events"
                        action="list"
                        fallback={<Message title={t("forbidden.title")} lead={t("forbidden.lead")} />}
                      >
                        <SportsbookEventPage />
                      </CanAccess>
                    }
                  />
                  <Route path="*" element={<NotFound />} />
                </Route>
              </Route>
            </Route>
          </Routes>
        </Refine>
      </MantineProvider>
    </BrowserRouter>
  );
}
