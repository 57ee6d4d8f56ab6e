import { string, type Infer } from "superstruct";
import { defineContent } from "./define";
import { link } from "./fields";

/** What social networks show when someone shares a link to the site. */
export const shareContent = defineContent(
  { title: string(), description: string(), image: link(), twitterHandle: string() },
  { defaults: { title: "", description: "", image: "", twitterHandle: "" } },
);

export type ShareContent = Infer<typeof shareContent.struct>;
