import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { BuilderProblem } from "@core/callouts/builder";

/** What the builder says of a problem: what is wrong, and what to do. */
export function problemMessage({ code, params = {} }: BuilderProblem): MessageDescriptor {
  const slide = params.slide ?? "";
  const key = params.key ?? "";
  const group = params.group ?? "";
  switch (code) {
    case "title":
      return msg`Give the callout a title.`;
    case "slide-title":
      return msg`Give slide ${slide} a title: readers see it above its questions.`;
    case "slide-empty":
      return msg`Slide ${slide} has no questions yet: add one from the list of question types.`;
    case "slide-leads-back":
      return msg`Slide ${slide} leads to a slide before it. Choose a later slide, or the next one in order.`;
    case "option-leads-back": {
      const option = params.option ?? "";
      const question = params.question ?? "";
      return msg`On slide ${slide}, the answer "${option}" to "${question}" leads to a slide before it. Edit the question and choose a later slide.`;
    }
    case "invalid-key":
      return msg`On slide ${slide}, the answer key "${key}" can only hold letters, digits, "_", "-" and ".". Change it under Advanced in the question's settings.`;
    case "duplicate-key":
      return msg`On slide ${slide}, two questions store their answers under "${key}". Give one of them another key under Advanced in its settings.`;
    case "invalid-pattern":
      return msg`On slide ${slide}, the pattern of "${key}" is not a valid regular expression.`;
    case "intro":
      return msg`Write an introduction: readers see it before the questions.`;
    case "thanks-title":
      return msg`Give the thank-you message a title.`;
    case "thanks-text":
      return msg`Write the thank-you message.`;
    case "thanks-redirect":
      return msg`Enter the address readers go to once they have answered.`;
    case "excerpt":
      return msg`Write a summary: it shows in the list of callouts and when the callout is shared.`;
    case "slug":
      return msg`Enter the callout's address, or let it follow the title.`;
    case "share-title":
      return msg`Enter the title for sharing, or use the callout's own.`;
    case "share-description":
      return msg`Enter the description for sharing, or use the callout's own.`;
    case "starts":
      return msg`Enter the date and time the callout opens.`;
    case "expires":
      return msg`Enter the date and time the callout closes.`;
    case "expires-before-starts":
      return msg`The callout must close after it opens.`;
    case "expires-past":
      return msg`This end is in the past: published now, the callout would be closed at once.`;
    case "newsletter-title":
      return msg`Give the newsletter sign-up a title.`;
    case "newsletter-opt-in":
      return msg`Enter the text of the sign-up checkbox.`;
    case "newsletter-group-id":
      return msg`Give newsletter group ${group} the id your newsletter tool knows it by.`;
    case "newsletter-group-label":
      return msg`Give newsletter group ${group} a name readers see.`;
    case "newsletter-group-duplicate":
      return msg`Newsletter group ${group} has the id of another group.`;
    case "display-kind":
      return msg`Show the responses in a gallery, on a map, or both.`;
    case "buckets":
      return msg`Choose which responses are shown: none are, until a group is chosen.`;
    case "title-prop":
      return msg`Choose the question whose answer titles each response.`;
    case "image-prop":
      return msg`A gallery needs a photo: choose the file question whose picture shows.`;
    case "address-prop":
      return msg`A map needs a place: choose the address question.`;
    case "prop-missing":
      return msg`That question is no longer in the form: choose another.`;
  }
}
