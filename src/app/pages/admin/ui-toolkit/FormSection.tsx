import { css, cx } from "@linaria/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { notify } from "@stores/notifications";
import { Button } from "@ui/button";
import {
  Checkbox,
  CheckboxGroup,
  ErrorSummary,
  FieldGroup,
  RadioGroup,
  RepeatableList,
  Select,
  TextArea,
  TextField,
  formActions,
  formStack,
  useForm,
} from "@ui/form";
import { Text } from "@ui/typography";
import { EMPTY_VALUES, ExampleBody, MAX_LINKS, STORY_MAX_LENGTH, exampleBody } from "./exampleForm";
import { ToolkitSection } from "./ToolkitSection";
import { useTemporaryBusy } from "./useTemporaryBusy";

const narrow = css`
  max-width: 36rem;
`;

/**
 * A live form on the shared form state, its rules derived from a schema: fields check
 * themselves when left, and again as they are corrected; submitting checks them all, lists the
 * problems and moves focus to the first. It holds a nested value and a list of rows.
 */
export function FormSection() {
  const { t } = useLingui();
  const form = useForm({
    id: "toolkit",
    initial: EMPTY_VALUES,
    labels: {
      email: msg`Email address`,
      name: msg`Name`,
      story: msg`Your story`,
      age: msg`Age`,
      frequency: msg`Newsletter`,
      contactBy: msg`How should we contact you?`,
      topics: msg`Topics you follow`,
      "organisation.name": msg`Name of your organisation`,
      "organisation.website": msg`Its website`,
      links: msg`Links to your work`,
      "links.*.text": (row) => msg`Text of link ${row}`,
      "links.*.url": (row) => msg`Address of link ${row}`,
      agree: msg`I agree to the terms`,
    },
    schema: ExampleBody,
    toBody: exampleBody,
  });
  const [sending, send] = useTemporaryBusy(1000);

  const submit = form.handleSubmit(() =>
    send(() => {
      notify.success(t`Thanks, everything is filled in correctly.`, { removeable: true });
      form.reset();
    }),
  );

  return (
    <ToolkitSection id="toolkit-forms" title={t`Form fields`}>
      <Text>{t`Its rules come from a schema, as the server's do. A field you change is checked when you leave it; submitting checks them all.`}</Text>
      <form className={cx(formStack, narrow)} noValidate onSubmit={submit}>
        <TextField {...form.text("email")} type="email" autoComplete="email" />
        <TextField
          {...form.text("name")}
          hint={t`Optional. How we greet you in emails.`}
          autoComplete="name"
        />
        <TextArea {...form.text("story")} hint={t`At most ${STORY_MAX_LENGTH} characters.`} />
        <TextField {...form.number("age")} hint={t`Optional. From 16 to 120.`} />
        <Select
          {...form.select("frequency")}
          placeholder={t`No newsletter`}
          options={[
            { value: "weekly", label: t`Weekly` },
            { value: "monthly", label: t`Monthly` },
          ]}
        />
        <RadioGroup
          {...form.radio("contactBy")}
          options={[
            { value: "email", label: t`By email` },
            { value: "phone", label: t`By phone` },
            { value: "post", label: t`By post` },
          ]}
        />
        <CheckboxGroup
          {...form.checkboxes("topics")}
          hint={t`Optional. Tick any.`}
          options={[
            { value: "local", label: t`Local news` },
            { value: "climate", label: t`Climate` },
            { value: "housing", label: t`Housing` },
          ]}
        />
        <FieldGroup legend={t`Your organisation`}>
          <TextField {...form.text("organisation.name")} autoComplete="organization" />
          <TextField
            {...form.text("organisation.website")}
            type="url"
            hint={t`Optional. Starting with https://`}
          />
        </FieldGroup>
        <RepeatableList
          {...form.list("links")}
          hint={t`Optional. Up to ${MAX_LINKS} links.`}
          newItem={() => ({ text: "", url: "" })}
          addLabel={t`Add a link`}
          removeLabel={(row) => t`Remove link ${row}`}
          max={MAX_LINKS}
        >
          {(item) => (
            <>
              <TextField {...form.text(`${item.path}.text`)} />
              <TextField {...form.text(`${item.path}.url`)} type="url" />
            </>
          )}
        </RepeatableList>
        <Checkbox {...form.checkbox("agree")} />
        {form.summary && <ErrorSummary {...form.summary} />}
        <div className={formActions}>
          <Button type="submit" loading={sending}>
            {t`Submit`}
          </Button>
          <Button variant="greyOutlined" onClick={() => form.reset()}>
            {t`Reset`}
          </Button>
        </div>
      </form>
    </ToolkitSection>
  );
}
