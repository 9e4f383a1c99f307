/** Recent payments shown on the withdraw page per page (server loader and "Show older payments"). */
export const HISTORY_PAGE_SIZE = 10;
