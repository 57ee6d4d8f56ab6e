import type { ContentService } from "../content";
import { emailFormats, type EmailFormats } from "../email/formats";

/** Amounts and dates as the organisation's emails write them, in its language and currency. */
export type EmailWords = Pick<EmailFormats, "money" | "date">;

export async function emailWords(content: ContentService): Promise<EmailWords> {
  return emailFormats(await content.get("general"));
}
