import type { I18n } from "@lingui/core";
import { is } from "superstruct";
import type { CalloutResponseMapItem, ResponseViewSchema } from "../../../src/core/callouts";
import {
  AddressAnswerStruct,
  FileAnswerStruct,
  adminOnlyKeys,
  findInput,
  formatAnswer,
  omitAdminOnly,
  ownValue,
  type Answers,
  type FormSchema,
  type InputComponent,
} from "../../../src/core/forms";

/**
 * The question a response view setting names (`<slideId>.<key>`, the key may hold dots) and
 * its answer; nothing when the question is only for admins, or not in the form.
 */
export function publicAnswerAt(
  form: FormSchema,
  answers: Answers,
  prop: string,
): { component: InputComponent; value: unknown } | undefined {
  for (const slide of form.slides) {
    if (!prop.startsWith(`${slide.id}.`)) continue;
    const key = prop.slice(slide.id.length + 1);
    const component = findInput(slide, key);
    if (!component || adminOnlyKeys(slide).has(key)) continue;
    const value = ownValue(ownValue(answers, slide.id) as Answers[string] | undefined, key);
    return { component, value };
  }
  return undefined;
}

/** A response as the public gallery and map show it. */
export function toMapItem(
  form: FormSchema,
  view: ResponseViewSchema,
  response: { number: number; answers: Answers },
  i18n: I18n,
): CalloutResponseMapItem {
  const title = publicAnswerAt(form, response.answers, view.titleProp);
  const image = publicAnswerAt(form, response.answers, view.imageProp);
  const address = view.map && publicAnswerAt(form, response.answers, view.map.addressProp);
  const images = image ? [image.value].flat() : [];
  return {
    number: response.number,
    answers: omitAdminOnly(form, response.answers),
    title:
      title && title.value !== undefined ? formatAnswer(title.component, title.value, i18n) : "",
    photos: images
      .filter((file) => is(file, FileAnswerStruct))
      .map((file) => ({ url: file.url, path: file.path ?? "" })),
    ...(address && is(address.value, AddressAnswerStruct) ? { address: address.value } : {}),
  };
}
