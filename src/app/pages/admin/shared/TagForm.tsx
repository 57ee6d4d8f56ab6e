import { css } from "@linaria/core";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { isApiError } from "@core/api";
import { CreateCalloutTag, TAG_NAME_MAX_LENGTH } from "@core/callouts/tag";
import { Button } from "@ui/button";
import { ErrorSummary, TextField, formActions, formStack, useForm } from "@ui/form";

const inline = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 0.75rem;
  align-items: flex-end;

  & > :first-child {
    flex: 1 1 14rem;
  }
`;

export interface TagFormProps {
  /** Prefix of the fields' ids. */
  id: string;
  /** The name to start from: "" for a new tag. */
  initialName?: string;
  submitLabel: string;
  /** Sends the name; a rejection shows next to the field or above the buttons. */
  onSubmit(name: string): Promise<void>;
  onCancel?(): void;
  /** Shown next to the field when the name is taken (`duplicate-tag-name`). */
  duplicateMessage: MessageDescriptor;
  /** The field and its button on one line, as a list's "add" row. */
  inlineLayout?: boolean;
}

/**
 * A tag's name, for a new tag or a renamed one, whatever it tags (contacts, a callout's
 * responses: both take the same name); a name in use already is refused next to the field.
 */
export function TagForm({
  id,
  initialName = "",
  submitLabel,
  onSubmit,
  onCancel,
  duplicateMessage,
  inlineLayout = false,
}: TagFormProps) {
  const { t } = useLingui();
  const form = useForm({
    id,
    labels: { name: msg`Tag name` },
    initial: { name: initialName },
    schema: CreateCalloutTag,
    toBody: ({ name }): CreateCalloutTag => ({ name: name.trim() }),
    explain: (error) =>
      isApiError(error, ["duplicate-tag-name"])
        ? { field: "name", message: duplicateMessage }
        : undefined,
  });

  const submit = form.handleSubmit(async ({ name }) => {
    await onSubmit(name);
    form.reset({ name: initialName });
  });

  return (
    <form className={formStack} noValidate onSubmit={submit}>
      <div className={inlineLayout ? inline : formStack}>
        <TextField
          {...form.text("name")}
          autoComplete="off"
          hint={t`At most ${TAG_NAME_MAX_LENGTH} characters.`}
        />
        {inlineLayout && (
          <Button type="submit" loading={form.busy}>
            {submitLabel}
          </Button>
        )}
      </div>
      {form.summary && <ErrorSummary {...form.summary} />}
      {!inlineLayout && (
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
      )}
    </form>
  );
}
