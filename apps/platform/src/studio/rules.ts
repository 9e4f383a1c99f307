import type { PlayRules } from "@croupier/contract";
import type { Executor } from "../db/database.ts";
import { projectSetting, SETTING_KEYS } from "../settings/keys.ts";
import { getSetting } from "../settings/repository.ts";

/** The jurisdiction's play rules: the project setting `responsible_gaming` (an operator setting). */
export async function getPlayRules(db: Executor): Promise<PlayRules> {
  return (await getSetting(db, SETTING_KEYS.project, projectSetting)).responsible_gaming;
}
