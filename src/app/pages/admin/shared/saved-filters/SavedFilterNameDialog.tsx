import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import type { Struct } from "superstruct";
import { Button } from "@ui/button";
import { Dialog } from "@ui/dialog";
import {
  ErrorSummary,
  TextField,
  formActions,
  formStack,
  useForm,
  type SubmitProblem,
} from "@ui/form";

interface NameValues {
  name: string;
}

export interface SavedFilterNameDialogProps<Body> {
  /** The form's id, which its fields' ids start with. */
  formId: string;
  title: string;
  /** Said above the field, e.g. what a new one holds. */
  intro?: string;
  fieldLabel: MessageDescriptor;
  /** The name it has now; "" for a new one. */
  initial: string;
  submitLabel: string;
  /** What the server checks the body with, and the body for a (trimmed) name. */
  schema: Struct<Body, unknown>;
  toBody(name: string): Body;
  /** Refusals said in this kind of filter's own words. */
  explain?(error: unknown): Partial<SubmitProblem<NameValues>> | undefined;
  /** Sends the body; the dialog says why when it fails. */
  onSubmit(body: Body): Promise<void>;
  onCancel(): void;
}

/** Asks for a saved filter's name, to save the list's filter under or to rename it. */
export function SavedFilterNameDialog<Body>({
  formId,
  title,
  intro,
  fieldLabel,
  initial,
  submitLabel,
  schema,
  toBody,
  explain,
  onSubmit,
  onCancel,
}: SavedFilterNameDialogProps<Body>) {
  const { t } = useLingui();
  const form = useForm({
    id: formId,
    labels: { name: fieldLabel },
    initial: { name: initial },
    schema,
    toBody: ({ name }: NameValues) => toBody(name.trim()),
    explain,
  });
  return (
    <Dialog open title={title} busy={form.busy} onClose={onCancel} actions={null}>
      <form className={formStack} noValidate onSubmit={form.handleSubmit(onSubmit)}>
        {intro && <p>{intro}</p>}
        <TextField {...form.text("name")} autoComplete="off" />
        {form.summary && <ErrorSummary {...form.summary} />}
        <div className={formActions}>
          <Button type="submit" loading={form.busy}>
            {submitLabel}
          </Button>
          <Button variant="greyOutlined" disabled={form.busy} onClick={onCancel}>
            {t`Cancel`}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
