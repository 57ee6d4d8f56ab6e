import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import { is } from "superstruct";
import { Link, useLocation } from "wouter";
import { link } from "@core/content/fields";
import { CreateNotice, NOTICE_BUTTON_TEXT_MAX_LENGTH, type Notice } from "@core/notices";
import { Button, buttonClassName } from "@ui/button";
import { DateTimeInput } from "@ui/date-input";
import { ErrorSummary, FieldGroup, TextField, formActions, formStack, useForm } from "@ui/form";
import { RichTextEditor } from "@ui/rich-text";
import { Heading, Text } from "@ui/typography";
import { useLeaveGuard } from "@app/router/use-leave-guard";
import { card } from "@app/pages/shared/card";
import { NoticeCard } from "@app/pages/shared/NoticeCard";
import {
  NOTICE_LABELS,
  noticeBody,
  validateNoticeDates,
  type NoticeFormValues,
} from "./notice-form";

const layout = css`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const dates = css`
  display: grid;
  gap: 1rem;
  @media (min-width: 640px) {
    grid-template-columns: 1fr 1fr;
    /* Side by side, the two date fields line up though one hint wraps and the other not:
       each hint (a field's second part) takes what height its row leaves. */
    & > * > :nth-child(2) {
      flex-grow: 1;
    }
  }
`;

const preview = css`
  position: sticky;
  top: 1rem;
  background-color: rgb(var(--c-primary-5));
`;

export interface NoticeFormProps {
  initial: NoticeFormValues;
  submitLabel: string;
  /** Stores the notice; the form then goes to its page. */
  onSave(body: CreateNotice): Promise<Notice>;
  /** Where Cancel goes. */
  cancelHref: string;
}

/**
 * A notice's name, when members see it, its text and an optional button, with the card as
 * members will see it beside them. Leaving with unsaved changes asks first.
 */
export function NoticeForm({ initial, submitLabel, onSave, cancelHref }: NoticeFormProps) {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const [saved, setSaved] = useState<Notice>();
  const form = useForm({
    id: "notice",
    labels: NOTICE_LABELS,
    initial,
    schema: CreateNotice,
    toBody: noticeBody,
    validate: validateNoticeDates,
  });
  const leaveGuard = useLeaveGuard(form.dirty);

  // Once the saved values count as saved, the guard has let go: then go to the notice.
  useEffect(() => {
    if (saved && !form.dirty) navigate(`/admin/notices/view/${encodeURIComponent(saved.id)}`);
  }, [saved, form.dirty, navigate]);

  const submit = form.handleSubmit(async (body, values) => {
    const notice = await onSave(body);
    form.reset(values);
    setSaved(notice);
  });

  const text = form.field("text");
  const body = noticeBody(form.values);
  // The preview links only to an address the server would take.
  const previewed = { ...body, url: body.url && is(body.url, link()) ? body.url : null };

  return (
    <div className={layout}>
      <form className={formStack} noValidate onSubmit={submit} aria-label={submitLabel}>
        {leaveGuard}
        <section className={card} aria-labelledby="notice-what">
          <Heading level={2} size="md" id="notice-what">
            {t`What members read`}
          </Heading>
          <TextField
            {...form.text("name")}
            hint={t`For you and the other admins: members don't see it.`}
          />
          <RichTextEditor
            id={text.id}
            label={text.label}
            value={text.value}
            onChange={text.onChange}
            error={text.error}
            required={text.required}
          />
          <FieldGroup
            legend={t`Button`}
            hint={t`Optional. With a button, the whole notice links to its address.`}
          >
            <TextField
              {...form.text("buttonText")}
              hint={t`At most ${NOTICE_BUTTON_TEXT_MAX_LENGTH} characters, such as “Read more”.`}
            />
            <TextField
              {...form.text("url")}
              inputMode="url"
              hint={t`A web address, or a page of this site such as /callouts.`}
            />
          </FieldGroup>
        </section>
        <section className={card} aria-labelledby="notice-when">
          <Heading level={2} size="md" id="notice-when">
            {t`When members see it`}
          </Heading>
          <div className={dates}>
            <DateTimeInput {...form.field("starts")} hint={t`Without a start it stays a draft.`} />
            <DateTimeInput
              {...form.field("expires")}
              hint={t`Without an end it shows until you end it.`}
            />
          </div>
        </section>
        {form.summary && <ErrorSummary {...form.summary} />}
        <div className={formActions}>
          <Button type="submit" loading={form.busy}>
            {submitLabel}
          </Button>
          <Link href={cancelHref} className={buttonClassName({ variant: "greyOutlined" })}>
            {t`Cancel`}
          </Link>
        </div>
      </form>
      <section className={`${card} ${preview}`} aria-labelledby="notice-preview">
        <Heading level={2} size="md" id="notice-preview">
          {t`Preview`}
        </Heading>
        <Text size="sm">{t`As members see it on their profile page.`}</Text>
        {body.text ? (
          <NoticeCard notice={previewed} />
        ) : (
          <Text size="sm">{t`Write the text to see the notice here.`}</Text>
        )}
      </section>
    </div>
  );
}
