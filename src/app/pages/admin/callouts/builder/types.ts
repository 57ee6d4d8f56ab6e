import type { CalloutStatus, CreateCallout } from "@core/callouts";
import type { FormState } from "@ui/form";
import type { FormValues } from "./form-values";

/** The callout as stored, as far as the builder needs to know. */
export interface BuilderMeta {
  /** Undefined until it is first saved. */
  id?: string;
  slug: string;
  status: CalloutStatus | "new";
  slugLocked: boolean;
  starts: string | null;
  expires: string | null;
}

export type BuilderForm = FormState<FormValues, CreateCallout>;

/** What every tab of the builder gets. */
export interface BuilderTabProps {
  form: BuilderForm;
  meta: BuilderMeta;
}
