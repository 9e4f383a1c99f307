import { googleTagManager, project } from "@croupier/contract";

// Each settings key with the zod schema of its JSON value, checked when read.

/** Project info; support_email is answered from SUPPORT_EMAIL, where contact mails really go. */
export const projectSetting = project.omit({ support_email: true });
export const googleTagManagerSetting = googleTagManager;

export const SETTING_KEYS = { project: "project", googleTagManager: "google_tag_manager" } as const;
