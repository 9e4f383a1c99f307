// Who among the casino's staff may do what: the one permission matrix. The platform's
// `requireOperator(permission)` refuses with 403 what a role is not granted here, and the back
// office shows only what the signed-in operator's `permissions` (GET /api/operator/me) include.
// An operator endpoint names exactly one permission; roles are granted here and nowhere else
// (apps/platform/src/operators/permission-matrix.test.ts walks this over every operator route).

export const OPERATOR_ROLE_NAMES = ["admin", "finance", "support", "compliance", "marketing", "trader"] as const;
export type OperatorRoleName = (typeof OPERATOR_ROLE_NAMES)[number];

export const OPERATOR_PERMISSIONS = {
  /** List the withdrawal requests (the queue and their history) with the player and destination. */
  "withdrawals.read": ["admin", "finance", "support", "compliance"],
  /** Approve (pay out) or reject a pending withdrawal. */
  "withdrawals.decide": ["admin", "finance"],
  /** Browse the append-only audit log of every operator action. */
  "audit_log.read": ["admin", "compliance"],
  /** List lotteries with their tickets and draws. */
  "lotteries.read": ["admin", "support", "marketing"],
  /** Create, schedule and cancel lotteries. */
  "lotteries.manage": ["admin", "marketing"],
  /** List tournaments with their prizes and leaderboards. */
  "tournaments.read": ["admin", "support", "marketing"],
  /** Create, schedule and cancel tournaments. */
  "tournaments.manage": ["admin", "marketing"],
  /** Search players and read a player's 360 view (profile, money, play, protection, notes, audit trail). */
  "players.read": ["admin", "support", "compliance", "finance"],
  /** Block and unblock a player, end their sessions, lift a lock-out, add an internal note. */
  "players.manage": ["admin", "support", "compliance"],
  /** Request, approve or reject a balance adjustment (above the threshold: two different operators). */
  "players.adjust_balance": ["admin", "finance"],
  /** Set a limit or a time-out on a player as a responsible-gambling intervention. */
  "players.protect": ["admin", "compliance", "support"],
  /** Grant a player a bonus, free spins or a loot box from the player 360, with a reason (only roles that can read the 360). */
  "players.grant_promotions": ["admin", "support"],
  /** Read the dashboard: money in and out, GGR, NGR, players and pending counts per currency. */
  "dashboard.read": ["admin", "finance", "support", "compliance", "marketing"],
  /** Read the GGR, NGR and RTP reports and export them as CSV. */
  "reports.read": ["admin", "finance", "compliance"],
  /** List the players whose payments show markers of harm (spikes, cancellations, many methods). */
  "harm_markers.read": ["admin", "compliance"],
  /** List players' KYC documents (the review queue) and download their files. */
  "kyc.read": ["admin", "compliance", "support"],
  /** Approve or reject a player's pending KYC document, with a reason the player reads. */
  "kyc.review": ["admin", "compliance"],
  /** List staff, create them, change their role, disable, enable and reset their two-factor sign-in. */
  "operators.manage": ["admin"],
  /** Read the support inbox: the contact-form messages and their replies. */
  "support.read": ["admin", "support"],
  /** Reply to a support message by mail and set its status (new, open, answered, closed). */
  "support.reply": ["admin", "support"],
  /** Live chat: the agents' inbox (queue, assign, reply, close), canned answers, the inbox's realtime channel. */
  "support.chat": ["admin", "support"],
  /** Read the CMS pages with every locale's title, content and meta texts. */
  "content.read": ["admin", "marketing", "support"],
  /** Edit a CMS page's text in one locale (the HTML is sanitised with the CMS policy). */
  "content.manage": ["admin", "marketing"],
  /** List and search the games catalogue with each game's state (enabled, featured, order, categories). */
  "catalog.read": ["admin", "marketing", "support"],
  /** Enable, disable, feature a game, set its categories and its order within a category. */
  "catalog.manage": ["admin", "marketing"],
  /** List bonus definitions and loot box templates with their state (scheduled, live, paused, ended) and counts. */
  "promotions.read": ["admin", "marketing", "support"],
  /** Create, edit, schedule, pause, resume and cancel bonus definitions; edit, pause and resume loot box templates. */
  "promotions.manage": ["admin", "marketing"],
  /** Enable and disable a game provider and rotate its signing secret. */
  "providers.manage": ["admin"],
  /** Our own sportsbook: sports, competitions, events, markets, prices, liability, bets and the book's settings. */
  "sportsbook.read": ["admin", "trader", "support", "compliance"],
  /** Create and edit sports, competitions, events, markets and prices; enter results and resettle; edit the book's settings. */
  "sportsbook.trade": ["admin", "trader"],
  /** Embedded vendors: acknowledge a sportsbook alert (player debt, reconciliation mismatch) and run a reconciliation. */
  "sportsbook.reconcile": ["admin", "compliance"],
} as const satisfies Record<string, readonly OperatorRoleName[]>;

export type OperatorPermission = keyof typeof OPERATOR_PERMISSIONS;

/** Every permission, in the matrix's order. */
export const OPERATOR_PERMISSION_NAMES = Object.keys(OPERATOR_PERMISSIONS) as [
  OperatorPermission,
  ...OperatorPermission[],
];

/** Whether `role` is granted `permission`. */
export function operatorCan(role: OperatorRoleName, permission: OperatorPermission): boolean {
  return (OPERATOR_PERMISSIONS[permission] as readonly OperatorRoleName[]).includes(role);
}

/** The permissions `role` is granted, in the matrix's order. */
export function permissionsOf(role: OperatorRoleName): OperatorPermission[] {
  return OPERATOR_PERMISSION_NAMES.filter((permission) => operatorCan(role, permission));
}
