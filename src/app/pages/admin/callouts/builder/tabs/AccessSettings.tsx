import { useLingui } from "@lingui/react/macro";
import { Checkbox, RadioGroup } from "@ui/form";
import { Heading } from "@ui/typography";
import type { BuilderTabProps } from "../types";
import { nested, section } from "./styles";

/** Who may answer, whether guests give their contact details, the captcha, and who sees whom. */
export function AccessSettings({ form }: Pick<BuilderTabProps, "form">) {
  const { t } = useLingui();
  const { values } = form;
  const who = form.field("openToEveryone");
  return (
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
  );
}
