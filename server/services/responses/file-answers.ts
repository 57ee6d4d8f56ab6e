import {
  FileAnswerStruct,
  inputComponents,
  isRecord,
  ownValue,
  type Answers,
  type FormSchema,
} from "../../../src/core/forms";
import { is } from "superstruct";

/** Uploads are served from here (contract 2.16); file answers must point at one of them. */
const UPLOAD_PATH = /^\/api\/1\.0\/(images|documents)\/[^/]+$/;

/** Whether a file answer's address is a file uploaded to this site, as a path or with its host. */
export function isOwnUpload(url: string, baseUrl: string): boolean {
  try {
    const site = new URL(baseUrl);
    const file = new URL(url, site);
    return file.origin === site.origin && UPLOAD_PATH.test(file.pathname);
  } catch {
    return false;
  }
}

/** An upload of this site as the path it is stored as, so a change of domain breaks nothing. */
export function uploadPath(url: string, baseUrl: string): string {
  return isOwnUpload(url, baseUrl) ? new URL(url, baseUrl).pathname : url;
}

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
