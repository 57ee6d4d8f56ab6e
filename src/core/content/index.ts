import type { Infer } from "superstruct";
import { contactsContent } from "./contacts";
import { emailContent } from "./email";
import { generalContent } from "./general";
import { joinContent } from "./join";
import { joinSetupContent } from "./join-setup";
import { paymentContent } from "./payment";
import { profileContent } from "./profile";
import { shareContent } from "./share";

/** The settings documents of `/content/<id>`, by id. */
export const CONTENT = {
  general: generalContent,
  join: joinContent,
  "join/setup": joinSetupContent,
  profile: profileContent,
  share: shareContent,
  email: emailContent,
  contacts: contactsContent,
  payment: paymentContent,
} as const;

export type ContentId = keyof typeof CONTENT;
export const CONTENT_IDS = Object.keys(CONTENT) as ContentId[];

export function isContentId(value: unknown): value is ContentId {
  return typeof value === "string" && Object.hasOwn(CONTENT, value);
}

/** The whole document GET answers for each id. */
export type Content = { [Id in ContentId]: Infer<(typeof CONTENT)[Id]["struct"]> };
/** What PATCH accepts for each id. */
export type ContentPatch = { [Id in ContentId]: Infer<(typeof CONTENT)[Id]["patch"]> };

export { currencySymbol } from "./currency";
export { link } from "./fields";
export * from "./contacts";
export * from "./email";
export * from "./general";
export * from "./join";
export * from "./join-setup";
export * from "./payment";
export * from "./profile";
export * from "./share";
