/**
 * A file's size as people read it, in their locale: kB below a megabyte (at least 1, so no
 * file reads as empty), else MB with one decimal.
 */
export function formatFileSize(bytes: number, locales?: string | readonly string[]): string {
  const megabytes = bytes >= 1024 * 1024;
  return new Intl.NumberFormat(locales as string | string[] | undefined, {
    style: "unit",
    unit: megabytes ? "megabyte" : "kilobyte",
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / 1024 / 1024 : Math.max(1, Math.ceil(bytes / 1024)));
}
