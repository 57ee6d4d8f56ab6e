import { useLingui } from "@lingui/react/macro";
import { ContentBlock } from "../callout-form/ContentBlock";
import { Checkbox } from "../form/Checkbox";
import { CheckboxGroup } from "../form/CheckboxGroup";
import { Heading } from "../typography/Heading";
import { fieldsetClass, legendClass } from "./GuestFields";
import type { CalloutNewsletterSchema } from "./types";

export interface NewsletterOptInProps {
  id: string;
  schema: CalloutNewsletterSchema;
  optIn: boolean;
  /** Ids of the chosen groups. */
  groups: string[];
  onChange(change: { optIn: boolean; groups: string[] }): void;
}

/**
 * The callout's newsletter sign-up: its title and text, the opt-in, and, once opted in, the
 * groups to receive (those the callout ticks by default start ticked).
 */
export function NewsletterOptIn({ id, schema, optIn, groups, onChange }: NewsletterOptInProps) {
  const { t } = useLingui();
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>
        <Heading level={3} size="sm">
          {schema.title || t`Newsletter`}
        </Heading>
      </legend>
      {schema.text && <ContentBlock html={schema.text} />}
      <Checkbox
        id={`${id}-opt-in`}
        label={schema.optIn || t`Yes, send me the newsletter`}
        checked={optIn}
        onChange={(event) => onChange({ optIn: event.currentTarget.checked, groups })}
      />
      {optIn && schema.groups.length > 0 && (
        <CheckboxGroup
          id={`${id}-groups`}
          label={t`What would you like to receive?`}
          options={schema.groups.map((group) => ({ value: group.id, label: group.label }))}
          values={groups}
          onChange={(chosen) => onChange({ optIn, groups: chosen })}
        />
      )}
    </fieldset>
  );
}
