import { z } from "zod";
import { requiredEmail, requiredText } from "../validation/rules.ts";

/** The contact form of the support page. */
export const contactFields = z.object({
  email: requiredEmail(),
  content: requiredText(5000),
});

/** POST /api/send_contact_message body: `{ contact: { email, content } }`. */
export const sendContactMessageBody = z.object({ contact: contactFields });

export type ContactFields = z.infer<typeof contactFields>;
