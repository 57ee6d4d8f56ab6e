import { useLingui } from "@lingui/react/macro";
import { accessOf } from "@core/callouts/builder";
import { CALLOUT_LINK_TEXT } from "@core/callouts/variant";
import { DateTimeInput } from "@ui/date-input";
import { Checkbox, RadioGroup, RepeatableList, TextField, type FieldBinding } from "@ui/form";
import { RichTextEditor } from "@ui/rich-text";
import { Heading } from "@ui/typography";
import type { BuilderTabProps } from "../types";
import { fieldRow, nested, note, section, tabColumn } from "./styles";

/** A rich text bound to the form: its value is HTML. */
function richText(binding: FieldBinding<string>) {
  const { id, label, error, required, value, onChange } = binding;
  return { id, label, error, required, value, onChange };
}

/** A date field bound to the form: its value is a `datetime-local` one. */
function dateTime(binding: FieldBinding<string>) {
  const { id, label, error, required, value, onChange, onBlur } = binding;
  return { id, label, error, required, value, onChange, onBlur };
}

/**
 * When the callout opens and closes, who may answer and how often, the captcha, the newsletter
 * sign-up, and the emails staff get about responses.
 */
export function SettingsTab({ form, meta }: BuilderTabProps) {
  const { t, i18n } = useLingui();
  const { values } = form;
  const schedulable =
    meta.status === "new" || meta.status === "draft" || meta.status === "scheduled";
  const collects = accessOf(values) !== "only-anonymous";
  const who = form.field("openToEveryone");
  return (
    <div className={tabColumn}>
      <section className={section} aria-labelledby="builder-scheduling">
        <Heading level={2} size="sm" id="builder-scheduling">{t`Scheduling`}</Heading>
        {schedulable ? (
          <>
            <RadioGroup
              {...form.radio("startMode")}
              options={[
                { value: "publish", label: t`When I press Publish` },
                { value: "date", label: t`At a date and time` },
              ]}
            />
            {values.startMode === "date" && (
              <div className={nested}>
                <DateTimeInput
                  {...dateTime(form.field("starts"))}
                  hint={t`In your time zone. The callout is scheduled when you press Schedule; a draft keeps no date.`}
                />
              </div>
            )}
          </>
        ) : (
          meta.starts && (
            <p>
              {t`Opened on ${i18n.date(meta.starts, { dateStyle: "long", timeStyle: "short" })}.`}
            </p>
          )
        )}
        <RadioGroup
          {...form.radio("endMode")}
          options={[
            { value: "never", label: t`When I end it` },
            { value: "date", label: t`At a date and time` },
          ]}
        />
        {values.endMode === "date" && (
          <div className={nested}>
            <DateTimeInput {...dateTime(form.field("expires"))} hint={t`In your time zone.`} />
          </div>
        )}
      </section>

      <section className={section} aria-labelledby="builder-access">
        <Heading level={2} size="sm" id="builder-access">{t`Access and security`}</Heading>
        <RadioGroup
          id={who.id}
          label={who.label}
          error={who.error}
          value={who.value ? "everyone" : "members"}
          onChange={(value) => who.onChange(value === "everyone")}
          options={[
            { value: "members", label: t`Members only` },
            { value: "everyone", label: t`Everyone` },
          ]}
        />
        {values.openToEveryone && (
          <div className={nested}>
            <Checkbox
              {...form.checkbox("collectContact")}
              hint={t`Name and email, from people who are not signed in. Without them, responses stay anonymous.`}
            />
            {values.collectContact && (
              <div className={nested}>
                <Checkbox {...form.checkbox("requireContact")} />
              </div>
            )}
          </div>
        )}
        <RadioGroup
          {...form.radio("captcha")}
          hint={t`Keeps automated spam out; people answering notice nothing more than a moment's wait.`}
          options={[
            { value: "none", label: t`No` },
            { value: "guest", label: t`For people who are not signed in` },
            { value: "all", label: t`For everyone` },
          ]}
        />
        <Checkbox
          {...form.checkbox("listed")}
          hint={t`Unticked, the callout opens only from its link, in an article say.`}
        />
        <Checkbox
          {...form.checkbox("hideContactFromReviewers")}
          hint={t`Reviewers see the answers, but not who gave them. Admins always see both.`}
        />
      </section>

      <section className={section} aria-labelledby="builder-responses">
        <Heading level={2} size="sm" id="builder-responses">{t`Responses`}</Heading>
        <RadioGroup
          {...form.radio("responseBehaviour")}
          hint={t`For signed-in people. Each answer from someone not signed in is a response of its own.`}
          options={[
            { value: "once", label: t`One response, which cannot be changed` },
            {
              value: "editable",
              label: t`One response, which can be changed while the callout is open`,
            },
            { value: "multiple", label: t`Any number of responses` },
          ]}
        />
        <RadioGroup
          {...form.radio("responseEmails")}
          options={[
            { value: "none", label: t`None` },
            { value: "each", label: t`An email for each response` },
            { value: "digest", label: t`A daily summary` },
          ]}
        />
        <Checkbox
          {...form.checkbox("sendResponseEmail")}
          hint={t`Signed-in readers who answer get one, with their answers and a link to the callout. Guests get the usual confirmation, as their address is not confirmed.`}
        />
        {values.sendResponseEmail && (
          <div className={nested}>
            <TextField
              {...form.text("responseEmailSubject")}
              hint={t`Leave empty for the standard subject. Merge tags such as *|CALLOUTTITLE|* work here.`}
            />
            <RichTextEditor {...richText(form.field("responseEmailBody"))} />
            <p className={note}>
              {t`Leave the text empty for the standard one. The answers follow it, or stand where you write *|ANSWERS|*.`}
            </p>
            <TextField
              id="callout-responseLinkText"
              label={t`Text of the link to the callout`}
              value={values.responseLinkText[CALLOUT_LINK_TEXT] ?? ""}
              onChange={(event) =>
                form.set("responseLinkText", {
                  ...values.responseLinkText,
                  [CALLOUT_LINK_TEXT]: event.target.value,
                })
              }
              hint={t`Under the answers. Leave it empty for the standard "See the callout".`}
            />
            <p className={note}>
              {t`In other languages, these texts are on the Translations tab.`}
            </p>
          </div>
        )}
      </section>

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
    </div>
  );
}
