import { useLingui } from "@lingui/react/macro";
import { DateTimeInput } from "@ui/date-input";
import { RadioGroup, type FieldBinding } from "@ui/form";
import { Heading } from "@ui/typography";
import type { BuilderTabProps } from "../types";
import { nested, section } from "./styles";

/** A date field bound to the form: its value is a `datetime-local` one. */
function dateTime(binding: FieldBinding<string>) {
  const { id, label, error, required, value, onChange, onBlur } = binding;
  return { id, label, error, required, value, onChange, onBlur };
}

/** When the callout opens (until it has) and when it closes. */
export function SchedulingSettings({ form, meta }: BuilderTabProps) {
  const { t, i18n } = useLingui();
  const { values } = form;
  const schedulable =
    meta.status === "new" || meta.status === "draft" || meta.status === "scheduled";
  return (
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
  );
}
