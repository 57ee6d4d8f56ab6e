import { pattern, string, type Infer } from "superstruct";
import { maxLength } from "../validation/rules";
import { defineContent } from "./define";
import { link } from "./fields";

export const SHARE_TITLE_MAX_LENGTH = 100;
/** What link previews show of a description before they cut it. */
export const SHARE_DESCRIPTION_MAX_LENGTH = 200;

/** What social networks show when someone shares a link to the site. */
export const shareContent = defineContent(
  { title: string(), description: string(), image: link(), twitterHandle: string() },
  {
    defaults: { title: "", description: "", image: "", twitterHandle: "" },
    write: {
      title: maxLength(string(), SHARE_TITLE_MAX_LENGTH),
      description: maxLength(string(), SHARE_DESCRIPTION_MAX_LENGTH),
      // An X (Twitter) user name: letters, digits and underscores, 15 at most.
      twitterHandle: pattern(string(), /^(@?[A-Za-z0-9_]{1,15})?$/),
    },
  },
);

export type ShareContent = Infer<typeof shareContent.struct>;
