import { useLingui } from "@lingui/react/macro";
import { CALLOUT_LINK_TEXT } from "@core/callouts/variant";
import { Checkbox, RadioGroup, TextField } from "@ui/form";
import { RichTextEditor } from "@ui/rich-text";
import { Heading } from "@ui/typography";
import type { BuilderTabProps } from "../types";
import { richText } from "./rich-text-binding";
import { nested, note, section } from "./styles";

/** How often people may answer, the emails staff get, and the copy respondents get. */
export function ResponseSettings({ form }: Pick<BuilderTabProps, "form">) {
  const { t } = useLingui();
  const { values } = form;
  return (
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
          <p className={note}>{t`In other languages, these texts are on the Translations tab.`}</p>
        </div>
      )}
    </section>
  );
}
