import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { CONTENT, type JoinSetupContent } from "@core/content";
import { Checkbox, FieldGroup, RepeatableList, TextField, useForm } from "@ui/form";
import { RichTextEditor } from "@ui/rich-text";
import { useLeaveGuard } from "@app/router/use-leave-guard";
import { SettingsForm } from "../shared/SettingsForm";
import { useContentSave } from "../shared/useContentSave";
import { AccountPreview } from "./AccountPreview";
import { withPreview } from "./builder-styles";
import { SurveySelect } from "./SurveySelect";

const LABELS = {
  welcome: msg`Welcome message`,
  showMailOptIn: msg`Ask for a delivery address`,
  mailTitle: msg`Delivery address: title`,
  mailText: msg`Delivery address: text`,
  mailOptIn: msg`Delivery address: checkbox label`,
  showNewsletterOptIn: msg`Offer the newsletter`,
  newsletterTitle: msg`Newsletter: title`,
  newsletterText: msg`Newsletter: text`,
  newsletterOptIn: msg`Newsletter: checkbox label`,
  newsletterGroups: msg`Newsletter groups`,
  "newsletterGroups.*.id": (row: number) => msg`Group ${row}: id`,
  "newsletterGroups.*.label": (row: number) => msg`Group ${row}: label`,
  "newsletterGroups.*.checked": (row: number) => msg`Group ${row}: ticked at first`,
  surveySlug: msg`Survey callout`,
  surveyText: msg`Survey introduction`,
  surveyRequired: msg`New members must answer the survey`,
};

/**
 * The page new members see once they have confirmed their email (`/join/setup`): its welcome,
 * the delivery address and newsletter opt-ins with their groups, and the join survey, with
 * that page beside it showing the unsaved values.
 */
export function AccountTab({ setup }: { setup: JoinSetupContent }) {
  const { t } = useLingui();
  const { save, savedAt } = useContentSave(
    "join/setup",
    t`The account confirmation page is saved.`,
  );
  const form = useForm({
    id: "builder-setup",
    labels: LABELS,
    initial: setup,
    schema: CONTENT["join/setup"].patch,
    toBody: (values) => ({
      ...values,
      newsletterGroups: values.newsletterGroups.map((group) => ({
        ...group,
        id: group.id.trim(),
        label: group.label.trim(),
      })),
    }),
    validate: (values) => {
      const errors: Record<string, ReturnType<typeof msg>> = {};
      const seen = new Set<string>();
      values.newsletterGroups.forEach((group, index) => {
        const id = group.id.trim();
        if (!id) errors[`newsletterGroups.${index}.id`] = msg`Enter the group's id`;
        else if (seen.has(id))
          errors[`newsletterGroups.${index}.id`] = msg`Give each group its own id`;
        seen.add(id);
        if (!group.label.trim()) errors[`newsletterGroups.${index}.label`] = msg`Enter a label`;
      });
      return errors;
    },
  });
  const leaveGuard = useLeaveGuard(form.dirty);
  const submit = form.handleSubmit(async (body, values) => {
    await save(body);
    form.reset(values);
  });
  const { values } = form;
  const rich = (path: "welcome" | "mailText" | "newsletterText" | "surveyText", hint?: string) => {
    const binding = form.field(path);
    return (
      <RichTextEditor
        id={binding.id}
        label={binding.label}
        value={binding.value}
        onChange={binding.onChange}
        error={binding.error}
        hint={hint}
      />
    );
  };
  const hasGroups = values.newsletterGroups.length > 0;

  return (
    <div className={withPreview}>
      <SettingsForm
        id="builder-setup-heading"
        heading={t`Account confirmation`}
        intro={t`New members see this page once they have confirmed their email address: they give their name and a password, and answer what you ask here.`}
        form={form}
        onSubmit={submit}
        savedAt={savedAt}
      >
        {leaveGuard}
        {rich("welcome")}
        <FieldGroup legend={t`Delivery address`}>
          <Checkbox
            {...form.checkbox("showMailOptIn")}
            hint={t`For members who get something by post.`}
          />
          {values.showMailOptIn && (
            <>
              <TextField {...form.text("mailTitle")} />
              {rich("mailText")}
              <TextField {...form.text("mailOptIn")} />
            </>
          )}
        </FieldGroup>
        <FieldGroup legend={t`Newsletter`}>
          <Checkbox {...form.checkbox("showNewsletterOptIn")} />
          {values.showNewsletterOptIn && (
            <>
              <TextField {...form.text("newsletterTitle")} />
              {rich("newsletterText")}
              <TextField
                {...form.text("newsletterOptIn")}
                disabled={hasGroups}
                hint={
                  hasGroups ? t`With groups, members tick the groups they want instead.` : undefined
                }
              />
              <RepeatableList
                {...form.list("newsletterGroups")}
                newItem={() => ({ id: "", label: "", checked: false })}
                addLabel={t`Add a group`}
                removeLabel={(row) => t`Remove group ${row}`}
                max={50}
                hint={t`The ids are those of the groups in your newsletter service.`}
              >
                {(item) => (
                  <>
                    <TextField {...form.text(`${item.path}.id`)} />
                    <TextField {...form.text(`${item.path}.label`)} />
                    <Checkbox {...form.checkbox(`${item.path}.checked`)} />
                  </>
                )}
              </RepeatableList>
            </>
          )}
        </FieldGroup>
        <FieldGroup legend={t`Join survey`}>
          <SurveySelect {...form.select("surveySlug")} />
          {values.surveySlug && (
            <>
              {rich("surveyText")}
              <Checkbox
                {...form.checkbox("surveyRequired")}
                hint={t`Otherwise they may skip it.`}
              />
            </>
          )}
        </FieldGroup>
      </SettingsForm>
      <AccountPreview setup={values} />
    </div>
  );
}
