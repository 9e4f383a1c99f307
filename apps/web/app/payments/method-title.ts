import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";

// Method titles come from the platform in English. Brand names (Skrill, Neteller…) read the same in
// every language; the generic ones are translated here by the method's translationKey.
const GENERIC_TITLES = {
  "payments.methods.creditcard": msg`Credit card`,
  "payments.methods.bank_transfer": msg`Bank transfer`,
};

export function methodTitle(method: { title: string; translationKey: string }, i18n: I18n): string {
  const descriptor = GENERIC_TITLES[method.translationKey as keyof typeof GENERIC_TITLES];
  return descriptor ? i18n._(descriptor) : method.title;
}
