import type { PlayerAdminStatus } from "@croupier/contract/schemas/player-admin";
import { type MessageKey, t } from "../i18n/messages.ts";

export const PLAYER_STATUS_COLOURS: Record<PlayerAdminStatus, string> = {
  active: "green",
  blocked: "red",
  excluded: "orange",
  closed: "gray",
};

export const playerStatusLabel = (status: PlayerAdminStatus) => t(`players.status.${status}` as MessageKey);
