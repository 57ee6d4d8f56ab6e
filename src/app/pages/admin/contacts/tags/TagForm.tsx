import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { CreateContactTag, TAG_NAME_MAX_LENGTH } from "../../../../../core/contacts/list";
import { Button } from "../../../../../ui/button";
import { ErrorSummary, TextField, formActions, formStack, useForm } from "../../../../../ui/form";

/** A contact tag's name, for a new tag or a renamed one. */
export function TagForm({
  id,
  initialName = "",
  submitLabel,
  onSubmit,
  onCancel,
}: {
  /** Prefix of the fields' ids. */
  id: string;
  initialName?: string;
  submitLabel: string;
  onSubmit(name: string): Promise<void>;
  onCancel?(): void;
}) {
  const { t } = useLingui();
  const form = useForm({
    id,
    labels: { name: msg`Tag name` },
    initial: { name: initialName },
    schema: CreateContactTag,
    toBody: ({ name }): CreateContactTag => ({ name: name.trim() }),
  });
  const submit = form.handleSubmit(async ({ name }) => {
    await onSubmit(name);
    form.reset({ name: initialName });
  });
  return (
    <form className={formStack} noValidate onSubmit={submit}>
      <TextField
        {...form.text("name")}
        autoComplete="off"
        hint={t`At most ${TAG_NAME_MAX_LENGTH} characters.`}
      />
      {form.summary && <ErrorSummary {...form.summary} />}
      <div className={formActions}>
        <Button type="submit" loading={form.busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="greyOutlined" onClick={onCancel} disabled={form.busy}>
            {t`Cancel`}
          </Button>
        )}
      </div>
    </form>
  );
}
