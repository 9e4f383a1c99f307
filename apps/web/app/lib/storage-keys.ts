// Every localStorage key the identity flows read or write, in one place so sign-out can clear them.

/** Ids of the games the visitor played last (written by the game pages); removed at sign-out. */
export const LAST_PLAYED_GAME_IDS_KEY = "lastPlayedGameIds";
/** Unauthorized deposit buffer: `{ code, fiat }` picked before signing up. */
export const REGISTRATION_PREFILL_CURRENCY_KEY = "registrationPrefillCurrency";
/** Unauthorized deposit buffer: the bonus id picked before signing up. */
export const REGISTRATION_PREFILL_BONUS_ID_KEY = "registrationPrefillBonusId";
/**
 * Unauthorized deposit buffer: a deposit bonus code picked before signing up (the home banner's
 * deposit mission); applied to the new player's next deposit right after sign-up.
 */
export const REGISTRATION_PREFILL_BONUS_CODE_KEY = "registrationPrefillBonuscode";
/** Deposit buffer: the registration bonus id stored after sign-up (75 is stored, never applied). */
export const REGISTRATION_BONUS_ID_KEY = "registrationBonusId";
/**
 * Welcome-bonus dropdown: the player's choice as `${playerId}_${bonusId}` (bonusId
 * 73, 74, 75 or "none"), so another player on the same device starts without it.
 */
export const WELCOME_BONUS_CHOICE_KEY = "welcomeBonusChoice";
/** Set once any player has signed in on this device (pauses the idle call-to-action). */
export const EVER_SIGNED_IN_KEY = "everSignedIn";
/**
 * When the player last closed the first-deposit offer, as "<playerId>_<epoch ms>"; the
 * offer does not come back for that player within 120 s (wallet/first-deposit-offer.ts).
 */
export const FIRST_DEPOSIT_CLOSED_KEY = "firstDepositClosedAt";

/** Keys cleared at sign-out along with the player state. */
export const SIGN_OUT_CLEARED_KEYS = [LAST_PLAYED_GAME_IDS_KEY, REGISTRATION_BONUS_ID_KEY];

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Private mode may refuse storage; nothing else depends on it.
  }
}
