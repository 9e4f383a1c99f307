import type { CmsPage } from "@croupier/contract";

export interface CmsPageData {
  page: CmsPage | null;
  /** The platform could not answer (down, slow, 5xx): the page renders without its content. */
  unavailable: boolean;
}
