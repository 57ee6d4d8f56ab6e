import {
  FileAnswerStruct,
  inputComponents,
  isRecord,
  ownValue,
  type Answers,
  type FormSchema,
} from "@core/forms";
import { is } from "superstruct";

/** A path on the site as the absolute address other sites (webhooks, spreadsheets) need. */
export function absoluteUpload(url: string, baseUrl: string): string {
  return url.startsWith("/") && !url.startsWith("//") ? new URL(url, baseUrl).href : url;
}

/** The answers with every file answer's `url` passed through `change`; the rest as they are. */
export function mapFileUrls(
  form: FormSchema,
  answers: Answers,
  change: (url: string) => string,
): Answers {
  const result: Answers = { ...answers };
  for (const slide of form.slides) {
    const slideAnswers = ownValue(answers, slide.id);
    if (!isRecord(slideAnswers)) continue;
    let changed: Answers[string] | undefined;
    for (const component of inputComponents(slide)) {
      if (component.type !== "file") continue;
      const value = ownValue(slideAnswers, component.key);
      const files = Array.isArray(value) ? value : [value];
      if (!files.some((file) => is(file, FileAnswerStruct))) continue;
      const mapped = files.map((file) =>
        is(file, FileAnswerStruct) ? { ...file, url: change(file.url) } : file,
      );
      changed = {
        ...(changed ?? slideAnswers),
        [component.key]: Array.isArray(value) ? mapped : mapped[0],
      };
    }
    if (changed) result[slide.id] = changed;
  }
  return result;
}
