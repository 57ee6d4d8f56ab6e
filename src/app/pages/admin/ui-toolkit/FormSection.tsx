import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState, type FormEvent } from "react";
import { notify } from "../../../../stores/notifications";
import { Button } from "../../../../ui/button";
import { Checkbox, ErrorSummary, Select, TextArea, TextField } from "../../../../ui/form";
import { Text } from "../../../../ui/typography";
import {
  EMPTY_VALUES,
  STORY_MAX_LENGTH,
  validateAll,
  validateField,
  type ExampleErrors,
  type ExampleField,
  type ExampleValues,
} from "./exampleForm";
import { ToolkitSection } from "./ToolkitSection";
import { useTemporaryBusy } from "./useTemporaryBusy";

const form = css`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
  max-width: 32rem;
`;

const actions = css`
  display: flex;
  gap: 0.5rem;
`;

const fieldId = (field: ExampleField) => `toolkit-${field}`;

/**
 * A live form: fields check themselves when left, and again as they are corrected; submitting
 * checks them all, lists the problems and moves focus to the first.
 */
export function FormSection() {
  const { t, i18n } = useLingui();
  const [values, setValues] = useState<ExampleValues>(EMPTY_VALUES);
  const [errors, setErrors] = useState<ExampleErrors>({});
  const [submitFailed, setSubmitFailed] = useState(false);
  const [sending, send] = useTemporaryBusy(1000);

  const errorOf = (field: ExampleField) => {
    const error = errors[field];
    return error && i18n._(error);
  };

  const check = (field: ExampleField, next: ExampleValues) =>
    setErrors((current) => ({ ...current, [field]: validateField(field, next) }));

  const change = <F extends ExampleField>(field: F, value: ExampleValues[F]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    // Only a shown error is rechecked while typing, so nobody is told off mid-word.
    if (errors[field]) check(field, next);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = validateAll(values);
    setErrors(found);
    const invalid = Object.keys(found) as ExampleField[];
    setSubmitFailed(invalid.length > 0);
    const first = invalid[0];
    if (first) {
      document.getElementById(fieldId(first))?.focus();
      return;
    }
    send(() => {
      notify.success(t`Thanks, everything is filled in correctly.`, { removeable: true });
      setValues(EMPTY_VALUES);
    });
  };

  const summary = (Object.keys(errors) as ExampleField[]).flatMap((field) => {
    const message = errorOf(field);
    return message ? [{ fieldId: fieldId(field), message }] : [];
  });

  return (
    <ToolkitSection id="toolkit-forms" title={t`Form fields`}>
      <Text>{t`Leave a field to check it, or submit to check them all.`}</Text>
      <form className={form} noValidate onSubmit={submit}>
        <TextField
          id={fieldId("email")}
          label={t`Email address`}
          type="email"
          autoComplete="email"
          required
          value={values.email}
          error={errorOf("email")}
          onChange={(event) => change("email", event.target.value)}
          onBlur={() => check("email", values)}
        />
        <TextField
          id={fieldId("name")}
          label={t`Name`}
          hint={t`Optional. How we greet you in emails.`}
          autoComplete="name"
          value={values.name}
          onChange={(event) => change("name", event.target.value)}
        />
        <TextArea
          id={fieldId("story")}
          label={t`Your story`}
          hint={t`At most ${STORY_MAX_LENGTH} characters.`}
          value={values.story}
          error={errorOf("story")}
          onChange={(event) => change("story", event.target.value)}
          onBlur={() => check("story", values)}
        />
        <Select
          id={fieldId("frequency")}
          label={t`Newsletter`}
          placeholder={t`No newsletter`}
          options={[
            { value: "weekly", label: t`Weekly` },
            { value: "monthly", label: t`Monthly` },
          ]}
          value={values.frequency}
          onChange={(event) => change("frequency", event.target.value)}
        />
        <Checkbox
          id={fieldId("agree")}
          label={t`I agree to the terms`}
          required
          checked={values.agree}
          error={errorOf("agree")}
          onChange={(event) => change("agree", event.target.checked)}
        />
        {submitFailed && summary.length > 0 && <ErrorSummary errors={summary} />}
        <div className={actions}>
          <Button type="submit" loading={sending}>
            {t`Submit`}
          </Button>
          <Button
            variant="greyOutlined"
            onClick={() => {
              setValues(EMPTY_VALUES);
              setErrors({});
              setSubmitFailed(false);
            }}
          >
            {t`Reset`}
          </Button>
        </div>
      </form>
    </ToolkitSection>
  );
}
