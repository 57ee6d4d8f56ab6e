import { css } from "@linaria/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { isApiError } from "@core/api";
import { EMAIL_SUBJECT_MAX_LENGTH, EmailTemplateForm, type EmailTemplateDetail } from "@core/email";
import {
  emailTemplate,
  emailTemplateList,
  resetEmailTemplate,
  saveEmailTemplate,
  sendTestEmail,
} from "@core/email/api";
import { LOCALES, LOCALE_INFO, type Locale } from "@core/i18n";
import { api } from "@stores/api";
import { notify } from "@stores/notifications";
import { invalidate, setQueryData } from "@stores/query";
import { Button } from "@ui/button";
import { ConfirmDialog } from "@ui/dialog";
import {
  ErrorSummary,
  Select,
  TextField,
  formActions,
  formStack,
  messageForRefusal,
  useForm,
} from "@ui/form";
import { RichTextEditor, type RichTextHandle } from "@ui/rich-text";
import { Heading, Text } from "@ui/typography";
import { useLeaveGuard } from "../../../../router/use-leave-guard";
import { card } from "../../../card";
import { EmailPreviewPane } from "./EmailPreviewPane";
import { MergeFieldMenu } from "./MergeFieldMenu";
import { AUDIENCE_WORDS } from "./template-words";

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

const facts = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.25rem 1rem;
  margin: 0;
  & dt {
    font-weight: 600;
  }
  & dd {
    margin: 0;
  }
`;

/** The languages staff read (the admin area's) and the organisation's own. */
function languagesFor(organisationLocale: Locale): Locale[] {
  const admin = new Set(LOCALES.map((locale) => LOCALE_INFO[locale].admin));
  admin.add(organisationLocale);
  return LOCALES.filter((locale) => admin.has(locale));
}

type Target = "subject" | "body";

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
  const { t, i18n } = useLingui();
  const { id, locale } = template;
  const form = useForm({
    id: "email-template",
    labels: { subject: msg`Subject`, body: msg`Text` },
    initial: { subject: template.subject, body: template.body },
    schema: EmailTemplateForm,
    toBody: (values) => ({ subject: values.subject.trim(), body: values.body }),
  });
  const leaveGuard = useLeaveGuard(form.dirty);
  const editor = useRef<RichTextHandle | null>(null);
  const subjectInput = useRef<HTMLInputElement>(null);
  const target = useRef<Target>("body");
  const caret = useRef<number>(undefined);
  const [pendingLocale, setPendingLocale] = useState<Locale>();
  const [confirmReset, setConfirmReset] = useState(false);
  const [resetting, setResetting] = useState(false);
  const [testing, setTesting] = useState(false);

  // After an insertion into the subject has rendered, the cursor goes after what was inserted.
  useEffect(() => {
    const at = caret.current;
    if (at === undefined) return;
    caret.current = undefined;
    subjectInput.current?.focus();
    subjectInput.current?.setSelectionRange(at, at);
  });

  const insert = (field: string) => {
    const text = `*|${field}|*`;
    if (target.current === "subject" && subjectInput.current) {
      const input = subjectInput.current;
      const value = form.values.subject;
      const start = input.selectionStart ?? value.length;
      const end = input.selectionEnd ?? start;
      form.set("subject", `${value.slice(0, start)}${text}${value.slice(end)}`);
      caret.current = start + text.length;
    } else {
      editor.current?.insertText(text);
    }
  };

  const submit = form.handleSubmit(async (body) => {
    const saved = await api.send(saveEmailTemplate(id, locale, body));
    invalidate(emailTemplateList());
    notify.success(t`Your text of this email is saved. It is sent from now on.`);
    // The page shows the saved text in a new editor.
    setQueryData(emailTemplate(id, locale), saved);
  });

  const sendTest = async () => {
    const { subject, body } = form.values;
    if (!subject.trim() || !body.trim()) {
      notify.error(t`Write a subject and a text before sending a test.`);
      return;
    }
    setTesting(true);
    try {
      const sent = await api.send(sendTestEmail(id, { locale, subject: subject.trim(), body }));
      notify.success(t`A test is on its way to ${sent.to}.`);
    } catch (error) {
      if (isApiError(error, undefined, [429])) {
        notify.error(t`You sent several tests just now. Please wait a few minutes.`);
      } else {
        const message = messageForRefusal(error);
        notify.error(
          t`The test could not be sent.`,
          message ? { description: i18n._(message) } : {},
        );
      }
    } finally {
      setTesting(false);
    }
  };

  const reset = async () => {
    setResetting(true);
    try {
      await api.send(resetEmailTemplate(id, locale));
      form.reset();
      invalidate(emailTemplateList());
      invalidate(emailTemplate(id, locale));
      notify.success(t`The built-in text of this email is back.`);
    } catch (error) {
      const message = messageForRefusal(error);
      notify.error(
        t`The text could not be reset.`,
        message ? { description: i18n._(message) } : {},
      );
    } finally {
      setResetting(false);
      setConfirmReset(false);
    }
  };

  const languages = languagesFor(organisationLocale);
  const fallback = template.builtIn.locale !== locale;
  const subject = form.text("subject");
  const body = form.field("body");

  return (
    <div className={layout}>
      <div className={formStack}>
        {leaveGuard}
        <section className={card} aria-labelledby="email-about">
          <Heading level={2} size="md" id="email-about">
            {t`About this email`}
          </Heading>
          <dl className={facts}>
            <dt>{t`Goes to`}</dt>
            <dd>{i18n._(AUDIENCE_WORDS[template.audience])}</dd>
            <dt>{t`Text`}</dt>
            <dd>
              {template.customised
                ? t`Your own, saved on ${i18n.date(template.customised.updatedAt, { dateStyle: "medium", timeStyle: "short" })}`
                : fallback
                  ? t`Built-in. There is no ${LOCALE_INFO[locale].name} text yet: this is the ${LOCALE_INFO[template.builtIn.locale].name} one.`
                  : t`Built-in`}
            </dd>
          </dl>
          <Select
            id="email-template-locale"
            label={t`Language`}
            value={locale}
            hint={
              locale === organisationLocale
                ? t`Your organisation's language: emails go out in it.`
                : t`Emails go out in your organisation's language (${LOCALE_INFO[organisationLocale].name}); this text is used if you switch to this one.`
            }
            onChange={(event) => {
              const next = event.target.value as Locale;
              if (form.dirty) setPendingLocale(next);
              else onLocaleChange(next);
            }}
            options={languages.map((language) => ({
              value: language,
              label: LOCALE_INFO[language].name,
            }))}
          />
        </section>
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
            onFocus={() => {
              target.current = "subject";
            }}
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
            onFocus={() => {
              target.current = "body";
            }}
            hint={t`A paragraph that is only a link to a merge field's address, such as *|LOGINLINK|*, shows as a button.`}
          />
          {form.summary && <ErrorSummary {...form.summary} />}
          <div className={formActions}>
            <Button type="submit" loading={form.busy}>
              {t`Save`}
            </Button>
            <Button variant="primaryOutlined" loading={testing} onClick={sendTest}>
              {t`Send me a test`}
            </Button>
            {template.customised ? (
              <Button variant="dangerText" onClick={() => setConfirmReset(true)}>
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
        open={confirmReset}
        title={t`Reset this email?`}
        confirmLabel={t`Reset to the built-in text`}
        busy={resetting}
        onConfirm={reset}
        onCancel={() => setConfirmReset(false)}
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
