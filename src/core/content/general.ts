import { array, boolean, object, size, string, type Infer } from "superstruct";
import { ThemeStruct } from "../theme";
import { currencySymbol } from "./currency";
import { defineContent } from "./define";
import { currencyCode, emailAddress, link, settingsLocale } from "./fields";
import { ThemeForWrite } from "./theme";

export const FooterLink = object({ url: link(), text: string() });

/**
 * The organisation's branding, loaded by every page. `reviewerOnly` is an Agora extension
 * (not in the predecessor's contract): reviewer-only mode, off by default, sends reviewers
 * to the admin callouts list and hides membership features.
 */
export const generalContent = defineContent(
  {
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
  },
  {
    defaults: {
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
    },
    readOnly: ["currencySymbol"],
    write: { theme: ThemeForWrite },
    derive: (document) => ({
      ...document,
      currencySymbol: currencySymbol(document.currencyCode, document.locale),
    }),
  },
);

export type GeneralContent = Infer<typeof generalContent.struct>;
export type FooterLink = Infer<typeof FooterLink>;
