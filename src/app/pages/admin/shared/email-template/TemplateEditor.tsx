import { css } from "@linaria/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { EMAIL_SUBJECT_MAX_LENGTH, EmailTemplateForm, type EmailTemplateDetail } from "@core/email";
import { emailTemplate, emailTemplateList, saveEmailTemplate } from "@core/email/api";
import { LOCALE_INFO, type Locale } from "@core/i18n";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate, setQueryData } from "@stores/query";
import { Button } from "@ui/button";
import { ConfirmDialog } from "@ui/dialog";
import { ErrorSummary, TextField, formActions, formStack, useForm } from "@ui/form";
import { RichTextEditor } from "@ui/rich-text";
import { Heading, Text } from "@ui/typography";
import { useLeaveGuard } from "@app/router/use-leave-guard";
import { card } from "@app/pages/shared/card";
import { EmailPreviewPane } from "./EmailPreviewPane";
import { TemplateAbout } from "./TemplateAbout";
import { useMergeFieldInsert } from "./useMergeFieldInsert";
import { useTemplateReset } from "./useTemplateReset";
import { useTestEmail } from "./useTestEmail";
import { MergeFieldMenu } from "./MergeFieldMenu";

const layout = css`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  @media (min-width: 1100px) {
    /* The editor's toolbar keeps to one line; the preview is a phone-wide mail app. */
    grid-template-columns: minmax(0, 5fr) minmax(0, 4fr);
  }
`;

const sticky = css`
  @media (min-width: 1100px) {
    position: sticky;
    top: 1rem;
  }
`;

const toolbar = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
`;

export interface TemplateEditorProps {
  template: EmailTemplateDetail;
  organisationLocale: Locale;
  onLocaleChange(locale: Locale): void;
}

/**
 * The subject and text of one email in one language, with merge fields inserted where the
 * cursor was, a live preview beside it, a test sent to oneself, and the way back to the
 * built-in text. Saving stores the organisation's own text for that language only.
 */
export function TemplateEditor({
  template,
  organisationLocale,
  onLocaleChange,
}: TemplateEditorProps) {
  const { t } = useLingui();
  const { id, locale } = template;
  const form = useForm({
    id: "email-template",
    labels: { subject: msg`Subject`, body: msg`Text` },
    initial: { subject: template.subject, body: template.body },
    schema: EmailTemplateForm,
    toBody: (values) => ({ subject: values.subject.trim(), body: values.body }),
  });
  const leaveGuard = useLeaveGuard(form.dirty);
  const { editor, subjectInput, insert, focused } = useMergeFieldInsert(
    form.values.subject,
    (value) => form.set("subject", value),
  );
  const [pendingLocale, setPendingLocale] = useState<Locale>();
  const { confirming, setConfirming, resetting, reset } = useTemplateReset(id, locale, () =>
    form.reset(),
  );
  const { testing, sendTest } = useTestEmail(id, locale);

  const submit = form.handleSubmit(async (body) => {
    const saved = await api.send(saveEmailTemplate(id, locale, body));
    invalidate(emailTemplateList());
    notify.success(t`Your text of this email is saved. It is sent from now on.`);
    // The page shows the saved text in a new editor.
    setQueryData(emailTemplate(id, locale), saved);
  });

  const subject = form.text("subject");
  const body = form.field("body");

  return (
    <div className={layout}>
      <div className={formStack}>
        {leaveGuard}
        <TemplateAbout
          template={template}
          organisationLocale={organisationLocale}
          onLocaleChange={(next) => {
            if (form.dirty) setPendingLocale(next);
            else onLocaleChange(next);
          }}
        />
        <form
          className={`${card} ${formStack}`}
          noValidate
          onSubmit={submit}
          aria-labelledby="email-text"
        >
          <Heading level={2} size="md" id="email-text">
            {t`Subject and text`}
          </Heading>
          <div className={toolbar}>
            <MergeFieldMenu fields={template.mergeFields} onInsert={insert} />
            <Text size="sm">{t`Inserted where the cursor was, in the subject or the text.`}</Text>
          </div>
          <TextField
            {...subject}
            ref={subjectInput}
            onFocus={() => focused("subject")}
            hint={t`At most ${EMAIL_SUBJECT_MAX_LENGTH} characters.`}
          />
          <RichTextEditor
            id={body.id}
            label={body.label}
            value={body.value}
            onChange={body.onChange}
            error={body.error}
            required={body.required}
            handleRef={editor}
            onFocus={() => focused("body")}
            hint={t`A paragraph that is only a link to a merge field's address, such as *|LOGINLINK|*, shows as a button.`}
          />
          {form.summary && <ErrorSummary {...form.summary} />}
          <div className={formActions}>
            <Button type="submit" loading={form.busy}>
              {t`Save`}
            </Button>
            <Button
              variant="primaryOutlined"
              loading={testing}
              onClick={() => void sendTest(form.values)}
            >
              {t`Send me a test`}
            </Button>
            {template.customised ? (
              <Button variant="dangerText" onClick={() => setConfirming(true)}>
                {t`Reset to the built-in text`}
              </Button>
            ) : (
              form.dirty && (
                <Button variant="text" onClick={() => form.reset()}>
                  {t`Undo my changes`}
                </Button>
              )
            )}
          </div>
        </form>
      </div>
      <section className={`${card} ${sticky}`} aria-labelledby="email-preview">
        <Heading level={2} size="md" id="email-preview">
          {t`Preview`}
        </Heading>
        <Text size="sm">{t`With sample values, as your members' mail apps show it.`}</Text>
        <EmailPreviewPane
          templateId={id}
          locale={locale}
          subject={form.values.subject}
          body={form.values.body}
        />
      </section>
      <ConfirmDialog
        open={confirming}
        title={t`Reset this email?`}
        confirmLabel={t`Reset to the built-in text`}
        busy={resetting}
        onConfirm={reset}
        onCancel={() => setConfirming(false)}
      >
        {t`Your own ${LOCALE_INFO[locale].name} text of this email is deleted, and the built-in one is sent again. This can't be undone.`}
      </ConfirmDialog>
      <ConfirmDialog
        open={pendingLocale !== undefined}
        title={t`Switch language?`}
        confirmLabel={t`Switch without saving`}
        onConfirm={() => {
          const next = pendingLocale;
          setPendingLocale(undefined);
          form.reset();
          if (next) onLocaleChange(next);
        }}
        onCancel={() => setPendingLocale(undefined)}
      >
        {t`You have changes to this text that are not saved yet. If you switch, they are lost.`}
      </ConfirmDialog>
    </div>
  );
}
