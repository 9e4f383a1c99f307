import { LOCALES } from "@croupier/contract/i18n/locales";
import { loadValidationTexts } from "../i18n/validation-texts.ts";

// The site loads a language's validation texts before rendering in it (catalogs.ts); unit tests
// call the form rules directly, so every language is loaded first, as on the server.
await Promise.all(LOCALES.map(loadValidationTexts));
