import type { OperatorPermission } from "@croupier/contract/schemas/operator-permissions";
import type { MessageKey } from "./i18n/messages.ts";

/**
 * The back office's areas, in menu order: an area shows for an operator whose role grants its
 * permission (GET /api/operator/me → `permissions`, from the one matrix in the contract). A new
 * area is one entry here and its page in `app.tsx`; nothing is listed before it exists.
 * `permission: null`: every signed-in operator (their own sessions).
 */
export interface Area {
  /** Refine's resource name: the API path under /api/operator. */
  resource: string;
  path: string;
  label: MessageKey;
  permission: OperatorPermission | null;
  /** The menu group the area is listed under (its heading), at the place of the group's first area. */
  group?: "sportsbook";
}

export const AREAS: readonly Area[] = [
  { resource: "dashboard", path: "/dashboard", label: "nav.dashboard", permission: "dashboard.read" },
  { resource: "withdrawals", path: "/withdrawals", label: "nav.withdrawals", permission: "withdrawals.read" },
  { resource: "players", path: "/players", label: "nav.players", permission: "players.read" },
  {
    resource: "players/adjustments",
    path: "/adjustments",
    label: "nav.adjustments",
    permission: "players.adjust_balance",
  },
  { resource: "kyc/documents", path: "/kyc", label: "nav.kyc", permission: "kyc.read" },
  { resource: "support/messages", path: "/support", label: "nav.support", permission: "support.read" },
  { resource: "chat/conversations", path: "/chat", label: "nav.chat", permission: "support.chat" },
  { resource: "reports/ggr", path: "/reports", label: "nav.reports", permission: "reports.read" },
  {
    resource: "reports/harm_markers",
    path: "/harm-markers",
    label: "nav.harmMarkers",
    permission: "harm_markers.read",
  },
  { resource: "audit_log", path: "/audit-log", label: "nav.auditLog", permission: "audit_log.read" },
  { resource: "tournaments", path: "/tournaments", label: "nav.tournaments", permission: "tournaments.read" },
  { resource: "lotteries", path: "/lotteries", label: "nav.lotteries", permission: "lotteries.read" },
  { resource: "bonuses", path: "/bonuses", label: "nav.bonuses", permission: "promotions.read" },
  {
    resource: "sportsbook/events",
    path: "/sportsbook/events",
    label: "nav.sportsbookEvents",
    permission: "sportsbook.read",
    group: "sportsbook",
  },
  {
    resource: "sportsbook/sports",
    path: "/sportsbook/sports",
    label: "nav.sportsbookSports",
    permission: "sportsbook.read",
    group: "sportsbook",
  },
  {
    resource: "sportsbook/alerts",
    path: "/sportsbook/alerts",
    label: "nav.sportsbookAlerts",
    permission: "sportsbook.read",
    group: "sportsbook",
  },
  { resource: "cms/pages", path: "/content", label: "nav.content", permission: "content.read" },
  { resource: "games", path: "/games", label: "nav.games", permission: "catalog.read" },
  { resource: "providers", path: "/providers", label: "nav.providers", permission: "providers.manage" },
  { resource: "operators", path: "/staff", label: "nav.staff", permission: "operators.manage" },
  { resource: "sessions", path: "/sessions", label: "nav.sessions", permission: null },
];

export function visibleAreas(permissions: readonly string[]): Area[] {
  return AREAS.filter((area) => area.permission === null || permissions.includes(area.permission));
}

/** A line of the menu: an area on its own, or a group's heading with its areas. */
export type MenuEntry = { area: Area } | { group: NonNullable<Area["group"]>; areas: Area[] };

/** The visible areas as the menu lists them: a group's areas together, where its first one stands. */
export function menuEntries(areas: readonly Area[]): MenuEntry[] {
  const entries: MenuEntry[] = [];
  for (const area of areas) {
    if (!area.group) {
      entries.push({ area });
      continue;
    }
    const open = entries.find((entry) => "group" in entry && entry.group === area.group);
    if (open && "areas" in open) open.areas.push(area);
    else entries.push({ group: area.group, areas: [area] });
  }
  return entries;
}
