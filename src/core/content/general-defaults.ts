import type { GeneralContent } from "./general";

/**
 * The general settings before an organisation sets any. A module of its own, free of schema
 * code, so every page and frame can start from it without loading the validators.
 */
export const GENERAL_DEFAULTS: GeneralContent = {
  organisationName: "",
  logoUrl: "",
  siteUrl: "",
  supportEmail: "",
  privacyLink: "",
  termsLink: "",
  impressumLink: "",
  locale: "en",
  theme: {},
  // Pounds by default, matching the first fee region of SPEC section 9; admins change it.
  currencyCode: "GBP",
  currencySymbol: "£",
  backgroundUrl: "",
  hideContribution: false,
  footerLinks: [],
  reviewerOnly: false,
};
