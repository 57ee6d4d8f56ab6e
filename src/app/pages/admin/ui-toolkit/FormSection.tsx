import { css, cx } from "@linaria/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { notify } from "../../../../stores/notifications";
import { Button } from "../../../../ui/button";
import {
  Checkbox,
  ErrorSummary,
  Select,
  TextArea,
  TextField,
  formActions,
  formStack,
  useForm,
} from "../../../../ui/form";
import { Text } from "../../../../ui/typography";
import { EMPTY_VALUES, STORY_MAX_LENGTH, validateExample } from "./exampleForm";
import { ToolkitSection } from "./ToolkitSection";
import { useTemporaryBusy } from "./useTemporaryBusy";

const narrow = css`
  max-width: 32rem;
`;

/**
 * A live form on the shared form state: fields check themselves when left, and again as they
 * are corrected; submitting checks them all, lists the problems and moves focus to the first.
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
      frequency: msg`Newsletter`,
      agree: msg`I agree to the terms`,
    },
    validate: validateExample,
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
      <Text>{t`A field you change is checked when you leave it; submitting checks them all.`}</Text>
      <form className={cx(formStack, narrow)} noValidate onSubmit={submit}>
        <TextField {...form.text("email")} type="email" autoComplete="email" required />
        <TextField
          {...form.text("name")}
          hint={t`Optional. How we greet you in emails.`}
          autoComplete="name"
        />
        <TextArea {...form.text("story")} hint={t`At most ${STORY_MAX_LENGTH} characters.`} />
        <Select
          {...form.text("frequency")}
          placeholder={t`No newsletter`}
          options={[
            { value: "weekly", label: t`Weekly` },
            { value: "monthly", label: t`Monthly` },
          ]}
        />
        <Checkbox {...form.checkbox("agree")} required />
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
