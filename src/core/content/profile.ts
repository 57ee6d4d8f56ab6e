import { string, type Infer } from "superstruct";
import { defineContent } from "./define";

/** The welcome message on a new member's profile page (HTML; empty hides it). */
export const profileContent = defineContent(
  { introMessage: string() },
  { defaults: { introMessage: "" } },
);

export type ProfileContent = Infer<typeof profileContent.struct>;
