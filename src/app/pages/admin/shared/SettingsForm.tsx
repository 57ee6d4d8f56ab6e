import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { FormEvent, ReactNode } from "react";
import { Button } from "@ui/button";
import { ErrorSummary, formActions, formStack, type FormState } from "@ui/form";
import { Heading, Text } from "@ui/typography";
import { card } from "@app/pages/shared/card";

const savedNote = css`
  color: rgb(var(--c-success-text));
  font-size: 0.875rem;
`;

interface SettingsFormProps {
  /** The heading's id; the form is named by it. */
  id: string;
  heading: string;
  intro?: ReactNode;
  form: Pick<FormState<object, unknown>, "busy" | "summary" | "dirty">;
  onSubmit: (event: FormEvent) => void;
  /** When it was last saved on this page, to say so beside the button. */
  savedAt: Date | undefined;
  children: ReactNode;
}

/**
 * One part of a settings page that saves on its own: a card with its heading, fields,
 * problems and Save button, and once saved, a note saying so (the toast says it too).
 */
export function SettingsForm({
  id,
  heading,
  intro,
  form,
  onSubmit,
  savedAt,
  children,
}: SettingsFormProps) {
  const { t, i18n } = useLingui();
  return (
    <section className={card} aria-labelledby={id}>
      <Heading level={2} size="md" id={id} tabIndex={-1}>
        {heading}
      </Heading>
      {intro && <Text>{intro}</Text>}
      <form className={formStack} noValidate aria-labelledby={id} onSubmit={onSubmit}>
        {children}
        {form.summary && <ErrorSummary {...form.summary} />}
        <div className={formActions}>
          <Button type="submit" loading={form.busy}>
            {t`Save`}
          </Button>
          <span role="status" className={savedNote}>
            {savedAt && !form.dirty
              ? t`Saved at ${i18n.date(savedAt, { timeStyle: "short" })}`
              : ""}
          </span>
        </div>
      </form>
    </section>
  );
}
