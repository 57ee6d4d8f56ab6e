import type { ContentPatch } from "@core/content";

const SITE = "https://harbour-ledger.example.org";

/**
 * A fictional newsroom, so a fresh instance looks like a real one at once. Every field is an
 * ordinary setting: admins change or clear it like any other.
 */
export const DEMO_GENERAL: ContentPatch["general"] = {
  organisationName: "The Harbour Ledger",
  logoUrl: "/demo/logo.svg",
  siteUrl: SITE,
  supportEmail: "members@harbour-ledger.example.org",
  privacyLink: `${SITE}/privacy`,
  termsLink: `${SITE}/terms`,
  impressumLink: `${SITE}/imprint`,
  footerLinks: [
    { text: "About us", url: `${SITE}/about` },
    { text: "Our reporting", url: `${SITE}/investigations` },
    { text: "Contact the newsroom", url: `${SITE}/contact` },
  ],
  locale: "en",
  currencyCode: "GBP",
  theme: {
    colors: {
      _name: "harbour",
      primary: "#0f4c5c",
      link: "#d9622b",
      body: "#1f2d3a",
      success: "#4f8a3c",
      warning: "#e8a33d",
      danger: "#b8312f",
    },
    fonts: { body: "nunito-sans", title: "roboto-slab" },
  },
};

export const DEMO_JOIN: ContentPatch["join"] = {
  title: "Keep local reporting independent",
  subtitle:
    "<p>The Harbour Ledger answers to its readers, not to owners or advertisers. Members pay for the time it takes to get a story right.</p>",
};
