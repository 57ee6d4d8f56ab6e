import { string, type Infer } from "superstruct";
import { maxLength } from "../validation/rules";
import { defineContent } from "./define";
import { emailAddress } from "./fields";

export const SENDER_NAME_MAX_LENGTH = 100;

/**
 * Who emails come from. `footer` is the rendered footer appended to every email: read-only,
 * empty until the email service renders one.
 */
export const emailContent = defineContent(
  { supportEmail: emailAddress(), supportEmailName: string(), footer: string() },
  {
    defaults: { supportEmail: "", supportEmailName: "", footer: "" },
    readOnly: ["footer"],
    write: { supportEmailName: maxLength(string(), SENDER_NAME_MAX_LENGTH) },
  },
);

export type EmailContent = Infer<typeof emailContent.struct>;
