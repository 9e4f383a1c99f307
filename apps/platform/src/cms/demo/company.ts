// Invented facts about the demo operator, shared by the legal pages and footer snippets.
// Everything here is fictitious: Croupier is an open-source demo, not a licensed casino.
export const COMPANY = {
  name: "Croupier Demo N.V.",
  companyNumber: "DEMO-158204",
  licenceNumber: "OGL/2024/000-DEMO",
  regulator: "Curaçao Gaming Authority",
  address: "Kaya Demo 42, Willemstad, Curaçao",
  supportEmail: "support@croupier.example",
  privacyEmail: "privacy@croupier.example",
  affiliatesEmail: "affiliates@croupier.example",
  complaintsEmail: "complaints@croupier.example",
} as const;
