import { array, boolean, object, size, string, type Infer } from "superstruct";
import { defineContent } from "./define";

export const NewsletterGroup = object({ id: string(), label: string(), checked: boolean() });

/** The page new members see after joining: opt-ins, newsletter groups and the join survey. */
export const joinSetupContent = defineContent(
  {
    welcome: string(),
    newsletterTitle: string(),
    newsletterText: string(),
    newsletterOptIn: string(),
    showNewsletterOptIn: boolean(),
    newsletterGroups: size(array(NewsletterGroup), 0, 50),
    mailTitle: string(),
    mailText: string(),
    mailOptIn: string(),
    showMailOptIn: boolean(),
    surveySlug: string(),
    surveyText: string(),
    surveyRequired: boolean(),
  },
  {
    defaults: {
      welcome: "",
      newsletterTitle: "",
      newsletterText: "",
      newsletterOptIn: "",
      showNewsletterOptIn: false,
      newsletterGroups: [],
      mailTitle: "",
      mailText: "",
      mailOptIn: "",
      showMailOptIn: false,
      surveySlug: "",
      surveyText: "",
      surveyRequired: false,
    },
  },
);

export type JoinSetupContent = Infer<typeof joinSetupContent.struct>;
export type NewsletterGroup = Infer<typeof NewsletterGroup>;
