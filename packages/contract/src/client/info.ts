import type { z } from "zod";
import type { cmsFiles, cmsPage, cmsPages, cmsSnippets } from "../schemas/cms.ts";
import type { ContactFields } from "../schemas/contact.ts";
import type {
  countries,
  currencies,
  currentIp,
  googleTagManager,
  locales,
  playerFields,
  project,
  restrictionMarks,
  restrictions,
} from "../schemas/info.ts";
import type { ApiCall } from "./call.ts";

/** Reference data, CMS and the contact form. */
export function infoCalls(call: ApiCall) {
  const get = <T>(path: string) => call<T>("GET", path);
  return {
    getCurrentIp: () => get<z.infer<typeof currentIp>>("/api/current_ip"),
    getRestrictions: () => get<z.infer<typeof restrictions>>("/api/restrictions"),
    getRestrictionMarks: () => get<z.infer<typeof restrictionMarks>>("/api/restrictions/marks"),
    getTournamentStatuses: () => get<unknown[]>("/api/tournaments/statuses"),
    getGoogleTagManager: () => get<z.infer<typeof googleTagManager>>("/api/settings/google_tag_manager"),
    getLocales: () => get<z.infer<typeof locales>>("/api/info/locales"),
    getCmsLocales: () => get<z.infer<typeof locales>>("/api/info/cms_locales"),
    getCurrencies: () => get<z.infer<typeof currencies>>("/api/info/currencies"),
    getCountries: () => get<z.infer<typeof countries>>("/api/info/countries"),
    getProject: () => get<z.infer<typeof project>>("/api/info/project"),
    getPlayerFields: () => get<z.infer<typeof playerFields>>("/api/info/player_fields"),
    getCmsPages: () => get<z.infer<typeof cmsPages>>("/api/cms/pages"),
    getCmsPage: (slug: string) =>
      get<z.infer<typeof cmsPage>>(`/api/cms/pages/${slug.split("/").map(encodeURIComponent).join("/")}`),
    getCmsSnippets: () => get<z.infer<typeof cmsSnippets>>("/api/cms/snippets"),
    getCmsFiles: () => get<z.infer<typeof cmsFiles>>("/api/cms/files"),
    sendContactMessage: (contact: ContactFields) =>
      call<Record<string, never>>("POST", "/api/send_contact_message", { contact }),
  };
}
