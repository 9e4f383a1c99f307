import type { OperatorProfile } from "@croupier/contract/schemas/operators";
import { AppShell, Box, Burger, Button, Group, NavLink, Overlay, Stack, Text, UnstyledButton } from "@mantine/core";
import { useDisclosure, useMediaQuery } from "@mantine/hooks";
import { useGetIdentity, useLogout } from "@refinedev/core";
import { Outlet, NavLink as RouterNavLink, useLocation } from "react-router";
import { PageErrorBoundary } from "../components/page-error-boundary.tsx";
import { t } from "../i18n/messages.ts";
import { type Area, menuEntries, visibleAreas } from "../navigation.ts";

/**
 * The back office's frame: the areas the operator's role opens (nothing else is listed), who is
 * signed in, and sign-out. Below 992 px (a tablet upright) the navigation folds behind a burger.
 */
export function Shell() {
  const [opened, { toggle, close }] = useDisclosure(false);
  // Below the breakpoint the folded navigation only slides out of view: inert keeps its links
  // out of the tab order and from screen readers until the burger opens it.
  const isFolding = useMediaQuery("(max-width: 61.99em)") ?? false;
  const { data: operator } = useGetIdentity<OperatorProfile>();
  const { mutate: logout, isPending: signingOut } = useLogout();
  const location = useLocation();
  const areas = visibleAreas(operator?.permissions ?? []);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 240, breakpoint: "md", collapsed: { mobile: !opened } }}
      padding={{ base: "md", md: "lg" }}
    >
      <a className="skip-link" href="#main">
        {t("app.skip")}
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="md"
              size="sm"
              aria-label={t("shell.menu")}
              aria-controls="backoffice-navigation"
              aria-expanded={opened}
            />
            <UnstyledButton component={RouterNavLink} to="/" aria-label={t("app.name")}>
              <Text fw={700} c="indigo.8" size="lg" truncate>
                {t("app.name")}
              </Text>
            </UnstyledButton>
          </Group>
          <Group gap="md" wrap="nowrap">
            {operator ? (
              <Box ta="right" visibleFrom="xs" aria-label={t("shell.signedInAs")}>
                <Text size="sm" fw={600} lh={1.2} data-testid="operator-name">
                  {operator.name}
                </Text>
                <Text size="xs" c="dimmed" lh={1.2}>
                  {t(`role.${operator.role}`)}
                </Text>
              </Box>
            ) : null}
            <Button variant="default" size="sm" loading={signingOut} onClick={() => logout()}>
              {t("shell.signOut")}
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar
        p="sm"
        id="backoffice-navigation"
        aria-label={t("shell.navigation")}
        component="nav"
        className="shell-navigation"
        inert={isFolding && !opened}
        onKeyDown={(event) => {
          if (event.key === "Escape" && isFolding) close();
        }}
      >
        <Stack gap={4}>
          {menuEntries(areas).map((entry) =>
            "area" in entry ? (
              <AreaLink key={entry.area.resource} area={entry.area} pathname={location.pathname} onClick={close} />
            ) : (
              <Box key={entry.group} role="group" aria-labelledby={`nav-group-${entry.group}`} mt={6}>
                <Text id={`nav-group-${entry.group}`} size="xs" fw={700} c="gray.7" tt="uppercase" px="sm" py={4}>
                  {t(`nav.group.${entry.group}`)}
                </Text>
                <Stack gap={4} pl="xs">
                  {entry.areas.map((area) => (
                    <AreaLink key={area.resource} area={area} pathname={location.pathname} onClick={close} />
                  ))}
                </Stack>
              </Box>
            ),
          )}
        </Stack>
      </AppShell.Navbar>
      {isFolding && opened ? <Overlay fixed zIndex={99} backgroundOpacity={0.35} onClick={close} /> : null}
      <AppShell.Main id="main" bg="gray.0">
        <PageErrorBoundary key={location.pathname}>
          <Outlet />
        </PageErrorBoundary>
      </AppShell.Main>
    </AppShell>
  );
}

/** One area's link in the menu, marked while its page (or one under it) is open. */
function AreaLink({ area, pathname, onClick }: { area: Area; pathname: string; onClick: () => void }) {
  const active = pathname.startsWith(area.path);
  return (
    <NavLink
      component={RouterNavLink}
      to={area.path}
      label={t(area.label)}
      active={active}
      onClick={onClick}
      // The light variant's tinted text misses 4.5:1 on its hover tint: near-black instead.
      c={active ? "dark.8" : undefined}
      fw={active ? 650 : 500}
    />
  );
}
