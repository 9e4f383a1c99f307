// Deposit feedback: an optional 1–5 rating and comment, sent through the
// contact call as one message the support team can read at a glance.

export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5] as const;
/** The contact form's content limit is 5000; the comment leaves room for the heading. */
export const FEEDBACK_COMMENT_MAX = 1000;

/** "Deposit feedback: 4/5 — fast and easy"; the parts the player left out are left out. */
export function feedbackContent(rating: number | null, comment: string): string {
  const parts = [rating === null ? null : `${rating}/5`, comment.trim().slice(0, FEEDBACK_COMMENT_MAX) || null];
  return `Deposit feedback: ${parts.filter(Boolean).join(" — ")}`;
}

/** Something to send: a rating, a comment or both. */
export function hasFeedback(rating: number | null, comment: string): boolean {
  return rating !== null || comment.trim().length > 0;
}
