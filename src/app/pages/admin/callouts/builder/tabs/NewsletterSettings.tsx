import { useLingui } from "@lingui/react/macro";
import { accessOf } from "@core/callouts/builder";
import { Checkbox, RepeatableList, TextField } from "@ui/form";
import { RichTextEditor } from "@ui/rich-text";
import { Heading } from "@ui/typography";
import type { BuilderTabProps } from "../types";
import { richText } from "./rich-text-binding";
import { fieldRow, nested, note, section } from "./styles";

/** The newsletter sign-up on the last slide, where the callout asks for contact details. */
export function NewsletterSettings({ form }: Pick<BuilderTabProps, "form">) {
  const { t } = useLingui();
  const { values } = form;
  const collects = accessOf(values) !== "only-anonymous";
  return (
    <section className={section} aria-labelledby="builder-newsletter">
      <Heading level={2} size="sm" id="builder-newsletter">{t`Newsletter sign-up`}</Heading>
      {collects ? (
        <Checkbox
          {...form.checkbox("newsletterSchema.enabled")}
          hint={t`Shown on the last slide, beside the contact details.`}
        />
      ) : (
        <p className={note}>
          {t`A sign-up needs contact details: this callout does not ask for them. Ask for contact details under "Access and security" to offer one.`}
        </p>
      )}
      {collects && values.newsletterSchema.enabled && (
        <div className={nested}>
          <TextField {...form.text("newsletterSchema.title")} />
          <RichTextEditor {...richText(form.field("newsletterSchema.text"))} />
          <TextField
            {...form.text("newsletterSchema.optIn")}
            hint={t`For example "Yes, send me the newsletter".`}
          />
          <RepeatableList
            {...form.list("newsletterSchema.groups")}
            hint={t`Optional: lists people may choose, by the id your newsletter tool gives them. Without any, the callout offers the groups readers choose from when they join.`}
            newItem={() => ({ id: "", label: "", checked: false })}
            addLabel={t`Add a group`}
            removeLabel={(row) => t`Remove group ${row}`}
            max={20}
          >
            {(item) => (
              <div className={fieldRow}>
                <TextField {...form.text(`${item.path}.label`)} />
                <TextField {...form.text(`${item.path}.id`)} spellCheck={false} />
                <Checkbox {...form.checkbox(`${item.path}.checked`)} />
              </div>
            )}
          </RepeatableList>
        </div>
      )}
    </section>
  );
}
