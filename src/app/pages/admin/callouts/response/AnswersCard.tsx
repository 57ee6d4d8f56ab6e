import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Link } from "wouter";
import type { Callout } from "@core/callouts/callout";
import type { CalloutResponse } from "@core/callouts/response";
import type { Answers } from "@core/forms/answer-structs";
import { Button, LinkButton } from "@ui/button";
import { KeyHint } from "@ui/shortcuts";
import { Heading } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { AnswerEditor } from "./AnswerEditor";
import { AnswerSheet } from "./AnswerSheet";

const titleRow = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1rem;
  align-items: baseline;
  justify-content: space-between;
`;

const titleActions = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  align-items: center;
`;

interface AnswersCardProps {
  callout: Callout;
  response: CalloutResponse;
  /** Where the response's map shows it, if it has a place. */
  mapHref: string | undefined;
  editing: boolean;
  onEditing(editing: boolean): void;
  onSave(answers: Answers): Promise<void>;
}

/** A response's answers, to read or to edit, under its number. */
export function AnswersCard({
  callout,
  response: data,
  mapHref,
  editing,
  onEditing,
  onSave,
}: AnswersCardProps) {
  const { t } = useLingui();
  return (
    <section className={card} aria-labelledby="response-title">
      <div className={titleRow}>
        <Heading level={2} size="md" id="response-title">
          {t`Response ${data.number}`}
        </Heading>
        <span className={titleActions}>
          {mapHref && (
            <Link href={mapHref} asChild>
              <LinkButton href={mapHref} variant="primaryOutlined" size="sm">
                {t`View on map`}
              </LinkButton>
            </Link>
          )}
          {editing ? (
            <Button variant="greyOutlined" size="sm" onClick={() => onEditing(false)}>
              {t`Stop editing`}
            </Button>
          ) : (
            <Button
              variant="primaryOutlined"
              size="sm"
              aria-keyshortcuts="e"
              onClick={() => onEditing(true)}
            >
              {t`Edit the answers`}
              <KeyHint shortcut="e" />
            </Button>
          )}
        </span>
      </div>
      {editing && callout.formSchema ? (
        <AnswerEditor form={callout.formSchema} answers={data.answers ?? {}} onSave={onSave} />
      ) : callout.formSchema ? (
        <AnswerSheet form={callout.formSchema} answers={data.answers ?? {}} />
      ) : null}
    </section>
  );
}
