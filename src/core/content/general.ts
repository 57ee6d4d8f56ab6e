import { array, boolean, object, size, string, type Infer } from "superstruct";
import { ThemeStruct } from "../theme";
import { currencySymbol } from "./currency";
import { defineContent } from "./define";
import { GENERAL_DEFAULTS } from "./general-defaults";
import { requiredText } from "../contacts/fields";
import { maxLength } from "../validation/rules";
import { currencyCode, emailAddress, link, requiredLink, settingsLocale } from "./fields";
import { normalizeThemeColors, ThemeForWrite } from "./theme";

export const FooterLink = object({ url: link(), text: string() });

export const ORGANISATION_NAME_MAX_LENGTH = 100;
export const FOOTER_LINK_TEXT_MAX_LENGTH = 100;
export const MAX_FOOTER_LINKS = 50;

/** A footer link as admins add one: both its text and its address. */
const FooterLinkForWrite = object({
  url: requiredLink(),
  text: requiredText(FOOTER_LINK_TEXT_MAX_LENGTH),
});

/**
 * The organisation's branding, loaded by every page. `reviewerOnly` is an Agora extension
 * (not in the predecessor's contract): reviewer-only mode, off by default, sends reviewers
 * to the admin callouts list and hides membership features.
 */
const generalSchema = {
  organisationName: string(),
  logoUrl: link(),
  siteUrl: link(),
  supportEmail: emailAddress(),
  privacyLink: link(),
  termsLink: link(),
  impressumLink: link(),
  locale: settingsLocale(),
  theme: ThemeStruct,
  currencyCode: currencyCode(),
  currencySymbol: string(),
  backgroundUrl: link(),
  hideContribution: boolean(),
  footerLinks: size(array(FooterLink), 0, 50),
  reviewerOnly: boolean(),
};

/** The document's type, from its shape alone, so the defaults can use it without a cycle. */
export type GeneralContent = Infer<ReturnType<typeof object<typeof generalSchema>>>;

export const generalContent = defineContent(generalSchema, {
  defaults: GENERAL_DEFAULTS,
  readOnly: ["currencySymbol"],
  // Stricter for writes: the name shows on every page and email, so once set it stays set.
  write: {
    organisationName: requiredText(ORGANISATION_NAME_MAX_LENGTH),
    theme: ThemeForWrite,
    footerLinks: maxLength(array(FooterLinkForWrite), MAX_FOOTER_LINKS),
  },
  derive: (document) => ({
    ...document,
    currencySymbol: currencySymbol(document.currencyCode, document.locale),
    theme: normalizeThemeColors(document.theme),
  }),
});

export type FooterLink = Infer<typeof FooterLink>;
