import type { PlayRules } from "@croupier/contract";
import type { Executor } from "../db/database.ts";
import { projectSetting, SETTING_KEYS } from "./keys.ts";
import { getSetting } from "./repository.ts";

/**
 * The jurisdiction's play rules: the project setting `responsible_gaming`, an operator's choice.
 * The studio's games obey them and the provider wallet's reality check starts from them, so they
 * are read here, below both.
 */
export async function getPlayRules(db: Executor): Promise<PlayRules> {
  return (await getSetting(db, SETTING_KEYS.project, projectSetting)).responsible_gaming;
}
