// Helpers for the tests that feed a form each refusal the server can give it; only test files
// import this module.
import { ApiError } from "@core/api/api-error";
import type { ErrorCode } from "@core/errors/codes";
import type { ValidationErrorItem } from "@core/errors/body";
import { refusalOf } from "@ui/form/refusals";

/** The words no form may show where the server said why. */
export const GENERIC_WORDS = ["isn't accepted", "something went wrong"];

/** The error body the server sends for a refusal with `code`. */
export function refusalBody(
  status: number,
  code: ErrorCode | undefined,
  errors?: ValidationErrorItem[],
) {
  return {
    httpCode: status,
    name: "BadRequestError",
    message: `Refused (${code ?? "validation"})`,
    ...(code && { code }),
    ...(errors && { errors }),
  };
}

/** One validation error of the server: `property` failed `kind` with the server's English text. */
export function fieldRefusal(
  property: string,
  kind: string,
  text = "Refused",
): ValidationErrorItem[] {
  return [{ property, constraints: { [kind]: text } }];
}

/**
 * The English a person reads for a refusal's code, as the dashboard words it: the source text
 * the macros keep in tests (none of these messages has placeholders), so a test's table can
 * name it before any locale is active.
 */
export function refusalText(status: number, code: ErrorCode): string {
  const words = refusalOf(new ApiError(status, { code }));
  const text = words?.message.message;
  if (!text) throw new Error(`No words for ${code}`);
  return text;
}

/** The texts a control's `aria-describedby` points at: its hint and its error. */
export function describedBy(control: HTMLElement): string[] {
  return (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent?.trim() ?? "");
}

/** Whether `control` shows `text` as its error: marked invalid and described by it. */
export function saysAt(control: HTMLElement, text: string): boolean {
  return (
    control.getAttribute("aria-invalid") === "true" &&
    describedBy(control).some((described) => described.includes(text))
  );
}

/** The text of the alerts in `container`: a form's error summary and its other problems. */
export function alertsIn(container: HTMLElement): string {
  return [...container.querySelectorAll('[role="alert"]')]
    .map((alert) => alert.textContent ?? "")
    .join("\n");
}
