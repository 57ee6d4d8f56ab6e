import { string, type Infer } from "superstruct";
import { defineContent } from "./define";
import { emailAddress } from "./fields";

/**
 * Who emails come from. `footer` is the rendered footer appended to every email: read-only,
 * empty until the email service renders one.
 */
export const emailContent = defineContent(
  { supportEmail: emailAddress(), supportEmailName: string(), footer: string() },
  {
    defaults: { supportEmail: "", supportEmailName: "", footer: "" },
    readOnly: ["footer"],
  },
);

export type EmailContent = Infer<typeof emailContent.struct>;
