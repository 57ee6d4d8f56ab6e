import { isFileAnswer } from "@core/forms/answer-guards";
import type { FileAnswer } from "@core/forms/answer-structs";
import { fileNameOf } from "@ui/upload/preview";

const PICTURE = /\.(?:avif|gif|jpe?g|png|svg|webp)$/i;
const SITE_IMAGE = /\/api\/1\.0\/images\/[^/?#]+$/;

/** The files of a `file` answer, one or many. */
export function filesOf(value: unknown): FileAnswer[] {
  return (Array.isArray(value) ? value : [value]).filter((file) => isFileAnswer(file));
}

/** Whether a file is a picture to show: an upload of this site's image route, or by its name. */
export function isPicture(file: FileAnswer): boolean {
  const path = file.url.split(/[?#]/)[0] ?? "";
  return SITE_IMAGE.test(path) || PICTURE.test(path) || PICTURE.test(file.name ?? "");
}

/** A file's name to show: the one it was uploaded with, else its address's last part. */
export const fileName = (file: FileAnswer) => file.name || fileNameOf(file.url);

/** Text of an HTML fragment (a comment), for a line in a list. */
export function plainText(html: string): string {
  return (new DOMParser().parseFromString(html, "text/html").body.textContent ?? "").trim();
}
