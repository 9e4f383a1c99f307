import type { PlayerAdminStatus } from "@croupier/contract/schemas/player-admin";
import type { User } from "../identity/repository.ts";

/** Where a player stands, the strongest first: closed, blocked by staff, excluded, else active. */
export function playerStatus(user: User, exclusionKind: string | null): PlayerAdminStatus {
  if (exclusionKind === "closed") return "closed";
  if (user.blockedAt !== null) return "blocked";
  if (exclusionKind !== null) return "excluded";
  return "active";
}

export function displayName(user: User): string | null {
  const name = [user.firstName, user.lastName].filter(Boolean).join(" ");
  return name || user.nickname || null;
}
