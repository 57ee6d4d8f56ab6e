import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { FormLabels, Label } from "@ui/form";
import type { FormValues } from "./form-values";

// Each field's name, as its control and the list of problems say it.

const FIELDS: Record<string, Label> = {
  intro: msg`Introduction`,
  endMessage: msg`After answering, readers`,
  thanksTitle: msg`Title of the thank-you message`,
  thanksText: msg`Thank-you message`,
  thanksRedirect: msg`Address readers go to`,
  thanksNextSteps: msg`Then offer`,
  "slides.*.title": (slide) => msg`Title of slide ${slide}`,
  "slides.*.nextSlideId": (slide) => msg`Slide after slide ${slide}`,
  "slides.*.prevText": (slide) => msg`Back button of slide ${slide}`,
  "slides.*.nextText": (slide) => msg`Next button of slide ${slide}`,
  "slides.*.submitText": (slide) => msg`Submit button of slide ${slide}`,
  title: msg`Title`,
  excerpt: msg`Summary`,
  image: msg`Cover image`,
  autoSlug: msg`Make the address from the title`,
  slug: msg`Address`,
  shareOverride: msg`Use other texts when the callout is shared`,
  shareTitle: msg`Title when shared`,
  shareDescription: msg`Description when shared`,
  startMode: msg`Opens`,
  starts: msg`Opening date and time`,
  endMode: msg`Closes`,
  expires: msg`Closing date and time`,
  openToEveryone: msg`Who can answer`,
  collectContact: msg`Ask for contact details`,
  requireContact: msg`Require contact details from people who are not signed in`,
  captcha: msg`Check that people answering are human`,
  listed: msg`Show in the list of callouts`,
  responseBehaviour: msg`Responses per person`,
  hideContactFromReviewers: msg`Hide contact details from reviewers`,
  responseEmails: msg`Emails to staff about new responses`,
  sendResponseEmail: msg`Send respondents a copy of their answers`,
  responseEmailSubject: msg`Subject of the copy`,
  responseEmailBody: msg`Text of the copy`,
  "newsletterSchema.enabled": msg`Offer a newsletter sign-up`,
  "newsletterSchema.title": msg`Title of the sign-up`,
  "newsletterSchema.text": msg`Text of the sign-up`,
  "newsletterSchema.optIn": msg`Text of the sign-up checkbox`,
  "newsletterSchema.groups": msg`Newsletter groups`,
  "newsletterSchema.groups.*.id": (group) => msg`Id of group ${group}`,
  "newsletterSchema.groups.*.label": (group) => msg`Name of group ${group}`,
  "newsletterSchema.groups.*.checked": (group) => msg`Group ${group} ticked at first`,
  "responseViewSchema.enabled": msg`Show responses publicly`,
  "responseViewSchema.buckets": msg`Responses shown`,
  "responseViewSchema.titleProp": msg`Title of each response`,
  "responseViewSchema.imageProp": msg`Picture of each response`,
  "responseViewSchema.gallery": msg`Show a gallery`,
  "responseViewSchema.links": msg`Links under the responses`,
  "responseViewSchema.links.*.text": (link) => msg`Text of link ${link}`,
  "responseViewSchema.links.*.url": (link) => msg`Address of link ${link}`,
  "responseViewSchema.mapEnabled": msg`Show a map`,
  "responseViewSchema.map.style": msg`Map tiles address`,
  "responseViewSchema.map.center.*": (part) =>
    part === 1 ? msg`Longitude of the centre` : msg`Latitude of the centre`,
  "responseViewSchema.map.bounds.*.*": (part) =>
    part === 1 ? msg`Longitude of a corner` : msg`Latitude of a corner`,
  "responseViewSchema.map.minZoom": msg`Smallest zoom`,
  "responseViewSchema.map.maxZoom": msg`Largest zoom`,
  "responseViewSchema.map.initialZoom": msg`Zoom at first`,
  "responseViewSchema.map.addressProp": msg`Place of each response`,
  "responseViewSchema.map.addressPattern": msg`Format of the address`,
  "responseViewSchema.map.addressPatternProp": msg`Question to fill with the address`,
  "responseViewSchema.map.geocodeCountries": msg`Countries to search for places`,
  locales: msg`Languages besides the default one`,
};

/** The fields of a translation, labelled with the language's name. */
function translationLabels(name: string, language: string): Record<string, MessageDescriptor> {
  const at = (field: string) => `variants.${name}.${field}`;
  return {
    [at("title")]: msg`Title in ${language}`,
    [at("excerpt")]: msg`Summary in ${language}`,
    [at("intro")]: msg`Introduction in ${language}`,
    [at("thanksTitle")]: msg`Title of the thank-you message in ${language}`,
    [at("thanksText")]: msg`Thank-you message in ${language}`,
    [at("thanksRedirect")]: msg`Address readers go to, in ${language}`,
    [at("shareTitle")]: msg`Title when shared, in ${language}`,
    [at("shareDescription")]: msg`Description when shared, in ${language}`,
  };
}

/** The form's labels, with those of the translations into `languages` (name → its name). */
export function builderLabels(languages: Readonly<Record<string, string>>): FormLabels<FormValues> {
  const labels: Record<string, Label> = { ...FIELDS };
  for (const [name, language] of Object.entries(languages)) {
    Object.assign(labels, translationLabels(name, language));
  }
  return labels as FormLabels<FormValues>;
}
