import { setupI18n, type I18n } from "@lingui/core";
import { sharedCatalog } from "@core/i18n";

let english: Promise<I18n> | undefined;

/**
 * The shared catalog in English, for the messages of src/core the API answers with (answer
 * problems, "Yes"/"No" in titles): production builds keep only the ids of `msg` descriptors.
 */
export function englishI18n(): Promise<I18n> {
  english ??= sharedCatalog("en").then((messages) =>
    setupI18n({ locale: "en", messages: { en: messages } }),
  );
  return english;
}
