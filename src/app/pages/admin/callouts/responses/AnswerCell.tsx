import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { CalloutResponse } from "@core/callouts/response";
import { ownValue } from "@core/forms/answers";
import { formatAnswer } from "@core/forms/format";
import { previewUrl } from "@ui/upload/preview";
import { fileName, filesOf, isPicture } from "../shared/media";
import { muted } from "../../shared/styles";
import { answerText, small } from "./cell-styles";
import type { Question } from "./questions";

const thumbs = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem;

  & img {
    width: 4rem;
    height: 3rem;
    border-radius: 0.25rem;
    object-fit: cover;
    background-color: rgb(var(--c-grey-lighter));
  }
`;

/** A response's answer to the question shown in a column: its text, or its files. */
export function AnswerCell({
  question,
  response,
}: {
  question: Question;
  response: CalloutResponse;
}) {
  const { t, i18n } = useLingui();
  const slide = ownValue(response.answers, question.slideId) as Record<string, unknown> | undefined;
  const value = ownValue(slide, question.component.key);
  if (question.component.type === "file") {
    const files = filesOf(value);
    if (files.length === 0) return <span className={muted}>{t`No file`}</span>;
    return (
      <span className={thumbs}>
        {files.map((file) =>
          isPicture(file) ? (
            <img
              key={file.url}
              src={previewUrl(file.url, 160)}
              alt={fileName(file)}
              loading="lazy"
            />
          ) : (
            <span key={file.url} className={small}>
              {fileName(file)}
            </span>
          ),
        )}
      </span>
    );
  }
  const text = formatAnswer(question.component, value, i18n);
  return text ? (
    <span className={answerText}>{text}</span>
  ) : (
    <span className={muted}>{t`Not answered`}</span>
  );
}
