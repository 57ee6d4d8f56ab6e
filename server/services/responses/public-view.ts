import type { I18n } from "@lingui/core";
import { is } from "superstruct";
import type { CalloutResponseMapItem, ResponseViewSchema } from "@core/callouts";
import { mapAddressOf, publicAnswerAt } from "@core/callouts/public-answer";
import {
  FileAnswerStruct,
  formatAnswer,
  omitAdminOnly,
  type Answers,
  type FormSchema,
} from "@core/forms";

/** A response as the public gallery and map show it. */
export function toMapItem(
  form: FormSchema,
  view: ResponseViewSchema,
  response: { number: number; answers: Answers },
  i18n: I18n,
): CalloutResponseMapItem {
  const title = publicAnswerAt(form, response.answers, view.titleProp);
  const image = publicAnswerAt(form, response.answers, view.imageProp);
  const address = mapAddressOf(form, view, response.answers);
  const images = image ? [image.value].flat() : [];
  return {
    number: response.number,
    answers: omitAdminOnly(form, response.answers),
    title:
      title && title.value !== undefined ? formatAnswer(title.component, title.value, i18n) : "",
    photos: images
      .filter((file) => is(file, FileAnswerStruct))
      .map((file) => ({ url: file.url, path: file.path ?? "" })),
    ...(address ? { address } : {}),
  };
}
