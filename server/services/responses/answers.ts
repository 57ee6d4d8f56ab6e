import type { ValidationErrorItem } from "@core/errors";
import {
  FileAnswerStruct,
  findSlide,
  isRecord,
  ownValue,
  readerInputs,
  slidePath,
  validateAnswers,
  type Answers,
  type FormSchema,
} from "@core/forms";
import { is } from "superstruct";
import { englishI18n } from "../../lib/english";
import { isOwnUpload } from "../uploads/own-address";

/** The property an answer problem is reported under: `answers.<slideId>.<key>`. */
function property(slideId: string, key: string): string {
  return ["answers", slideId, key].filter(Boolean).join(".");
}

/**
 * File answers whose address is not an upload of this site: the public gallery would show
 * any address otherwise, and a reader's browser would fetch it.
 */
function foreignFiles(form: FormSchema, answers: Answers, baseUrl: string) {
  const found: { slideId: string; key: string }[] = [];
  for (const slideId of slidePath(form, answers)) {
    const slide = findSlide(form, slideId);
    if (!slide) continue;
    for (const component of readerInputs(slide)) {
      if (component.type !== "file") continue;
      const value = ownValue(
        ownValue(answers, slideId) as Answers[string] | undefined,
        component.key,
      );
      const files = (Array.isArray(value) ? value : [value]).filter((item) =>
        is(item, FileAnswerStruct),
      );
      if (files.some((file) => !isOwnUpload(file.url, baseUrl))) {
        found.push({ slideId, key: component.key });
      }
    }
  }
  return found;
}

/** Whether a value holds a NUL character anywhere (PostgreSQL's JSON cannot store one). */
function holdsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\0");
  if (Array.isArray(value)) return value.some(holdsNul);
  if (isRecord(value)) {
    return Object.entries(value).some(([key, item]) => key.includes("\0") || holdsNul(item));
  }
  return false;
}

/** Answers the database could not store, by question. */
function unstorable(answers: Answers): ValidationErrorItem[] {
  return Object.entries(answers).flatMap(([slideId, slide]) =>
    Object.entries(isRecord(slide) ? slide : { "": slide })
      .filter(([key, value]) => key.includes("\0") || slideId.includes("\0") || holdsNul(value))
      .map(([key]) => ({
        property: property(slideId.replace(/\0/g, ""), key.replace(/\0/g, "")),
        constraints: { isStorable: "Answers may not contain NUL characters" },
      })),
  );
}

/**
 * What is wrong with a response's answers, as the contract's validation errors: one per
 * question, named `answers.<slideId>.<key>`, with the message in English.
 */
export async function answerErrors(
  form: FormSchema,
  answers: Answers,
  baseUrl: string,
): Promise<ValidationErrorItem[]> {
  if (isRecord(answers)) {
    const nul = unstorable(answers);
    if (nul.length > 0) return nul;
  }
  const i18n = await englishI18n();
  const errors: ValidationErrorItem[] = validateAnswers(form, answers).map((problem) => ({
    property: property(problem.slideId, problem.key),
    constraints: { isValidAnswer: i18n._(problem.message) },
  }));
  if (errors.length > 0 || !isRecord(answers)) return errors;
  return foreignFiles(form, answers, baseUrl).map(({ slideId, key }) => ({
    property: property(slideId, key),
    constraints: { isUpload: "Files must be uploaded here first (POST /images or /documents)" },
  }));
}
