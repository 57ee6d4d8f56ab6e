import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { Fragment, useMemo } from "react";
import { isFileAnswer } from "@core/forms/answer-guards";
import type { Answers, SlideAnswers } from "@core/forms/answer-structs";
import { ownValue } from "@core/forms/answers";
import { formatAnswer } from "@core/forms/format";
import type { FormSchema, InputComponent } from "@core/forms/schema";
import { translateForm, type FormTranslation } from "@core/forms/translate";
import { isEmptyAnswer } from "@core/forms/validate";
import { inputComponents, readerInputs } from "@core/forms/walk";

export interface AnswerListProps {
  form: FormSchema;
  answers: Answers;
  translation?: FormTranslation;
  /** Also lists hidden and admin-only components' answers, for admins. */
  all?: boolean;
}

const list = css`
  display: grid;
  gap: 0.25rem 1rem;
  margin: 0;

  & dt {
    font-weight: 600;
  }

  & dd {
    margin: 0 0 0.75rem;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }

  & img {
    max-width: 100%;
    max-height: 8rem;
  }
`;

function Answer({ component, value }: { component: InputComponent; value: unknown }) {
  const { t, i18n } = useLingui();
  if (
    component.type === "signature" &&
    typeof value === "string" &&
    value.startsWith("data:image/")
  ) {
    return <img src={value} alt={t`Signature`} />;
  }
  if (component.type === "file") {
    const files = (Array.isArray(value) ? value : [value]).filter((file) => isFileAnswer(file));
    return (
      <>
        {files.map((file, index) => (
          <Fragment key={file.url}>
            {index > 0 && ", "}
            <a href={file.url} target="_blank" rel="noopener noreferrer">
              {file.name ?? file.url}
            </a>
          </Fragment>
        ))}
      </>
    );
  }
  return <>{formatAnswer(component, value, i18n)}</>;
}

/** The answers of a response as a list of questions and answers, in the form's order. */
export function AnswerList({ form: source, answers, translation, all = false }: AnswerListProps) {
  const form = useMemo(() => translateForm(source, translation), [source, translation]);
  const rows = form.slides.flatMap((slide) => {
    const slideAnswers = ownValue(answers, slide.id) as SlideAnswers | undefined;
    return (all ? inputComponents(slide) : readerInputs(slide)).flatMap((component) => {
      const value = ownValue(slideAnswers, component.key);
      return isEmptyAnswer(component, value)
        ? []
        : [{ id: `${slide.id}.${component.key}`, component, value }];
    });
  });
  return (
    <dl className={list}>
      {rows.map(({ id, component, value }) => (
        <Fragment key={id}>
          <dt>{component.label || component.key}</dt>
          <dd>
            <Answer component={component} value={value} />
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}
