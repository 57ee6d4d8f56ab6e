import type { FormEvent, ReactNode } from "react";
import { Button } from "@ui/button";
import { ErrorSummary, formActions, formStack, type FormState } from "@ui/form";
import { Heading, Text } from "@ui/typography";
import { card } from "../card";

interface SectionProps {
  /** The heading's id; a form inside uses it as its name (`aria-labelledby`). */
  id: string;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** One part of the account page: a card named by its heading. */
export function AccountSection({ id, heading, intro, children }: SectionProps) {
  return (
    <section className={card} aria-labelledby={id}>
      <Heading level={2} size="md" id={id} tabIndex={-1}>
        {heading}
      </Heading>
      {intro && <Text>{intro}</Text>}
      {children}
    </section>
  );
}

/** A part of the account page that is one form: its fields, then its errors and save button. */
export function AccountForm({
  form,
  onSubmit,
  submitLabel,
  children,
  ...section
}: SectionProps & {
  form: Pick<FormState<object, unknown>, "busy" | "summary">;
  onSubmit: (event: FormEvent) => void;
  submitLabel: string;
}) {
  return (
    <AccountSection {...section}>
      <form className={formStack} noValidate aria-labelledby={section.id} onSubmit={onSubmit}>
        {children}
        {form.summary && <ErrorSummary {...form.summary} />}
        <div className={formActions}>
          <Button type="submit" loading={form.busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}
