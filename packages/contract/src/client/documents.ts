import type { PlayerDocument } from "../schemas/kyc.ts";
import type { ApiCall } from "./call.ts";

/** The player's KYC documents: list and delete (the upload is multipart: the site's own fetch). */
export function documentCalls(call: ApiCall) {
  return {
    getDocuments: () => call<PlayerDocument[]>("GET", "/api/player/documents"),
    deleteDocument: (id: number) => call<null>("DELETE", `/api/player/documents/${id}`),
  };
}
