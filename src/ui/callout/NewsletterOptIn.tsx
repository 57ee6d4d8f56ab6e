import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import type { NewsletterGroup } from "@core/content";
import { newsletterGroups } from "@core/newsletter/api";
import { api } from "@stores/api";
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
 * groups to receive (those ticked by default start ticked): the callout's own, or, when it has
 * none, the groups readers choose from everywhere else (`GET /newsletter/groups`).
 */
export function NewsletterOptIn({ id, schema, optIn, groups, onChange }: NewsletterOptInProps) {
  const { t } = useLingui();
  const own = schema.groups.length > 0;
  const [readerGroups, setReaderGroups] = useState<NewsletterGroup[]>();
  // The answer may come after the reader changed something: the defaults go onto what is then.
  const latest = useRef({ groups, onChange });
  useEffect(() => {
    latest.current = { groups, onChange };
  });
  useEffect(() => {
    if (own || !optIn || readerGroups) return;
    let live = true;
    // Without the list the opt-in still works: it signs up to the newsletter as a whole.
    api.send(newsletterGroups()).then(
      (loaded) => {
        if (!live) return;
        setReaderGroups(loaded);
        const { groups: chosen, onChange: change } = latest.current;
        const ticked = loaded.filter((group) => group.checked).map((group) => group.id);
        if (chosen.length === 0 && ticked.length > 0) change({ optIn: true, groups: ticked });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [own, optIn, readerGroups]);
  const choices = own ? schema.groups : (readerGroups ?? []);
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
      {optIn && choices.length > 0 && (
        <CheckboxGroup
          id={`${id}-groups`}
          label={t`What would you like to receive?`}
          options={choices.map((group) => ({ value: group.id, label: group.label }))}
          values={groups}
          onChange={(chosen) => onChange({ optIn, groups: chosen })}
        />
      )}
    </fieldset>
  );
}
