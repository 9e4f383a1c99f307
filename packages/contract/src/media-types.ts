// Vendor media types of the SoftSwiss-family API. v1 is the default.
export const MEDIA_TYPE_V1 = "application/vnd.s.v1+json";
export const MEDIA_TYPE_V2 = "application/vnd.s.v2+json";
export const MEDIA_TYPE_LEGACY_V1 = "application/vnd.softswiss.v1+json";
export const ACCEPTED_MEDIA_TYPES = [MEDIA_TYPE_V1, MEDIA_TYPE_V2, MEDIA_TYPE_LEGACY_V1, "application/json"] as const;

/** The API version an Accept header (or the `accept-client` alias) asks for: 1 or 2. */
export function requestedApiVersion(accept: string | null | undefined): 1 | 2 {
  return accept?.includes(MEDIA_TYPE_V2) ? 2 : 1;
}
