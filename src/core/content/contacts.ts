import { array, size, string } from "superstruct";
import { textSize } from "../validation";
import { defineContent } from "./define";

const labels = () => size(array(textSize(string(), 1, 200)), 0, 500);

/** Lists admins pick from on contacts: contact tags and manual payment sources. */
export const contactsContent = defineContent(
  { tags: labels(), manualPaymentSources: labels() },
  { defaults: { tags: [], manualPaymentSources: [] } },
);
