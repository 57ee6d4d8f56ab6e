import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import type { Answers, FileAnswer } from "@core/forms/answer-structs";
import { ownValue } from "@core/forms/answers";
import { formatAnswer } from "@core/forms/format";
import type { FormSchema, InputComponent } from "@core/forms/schema";
import { isEmptyAnswer } from "@core/forms/validate";
import { inputComponents } from "@core/forms/walk";
import { Heading } from "@ui/typography";
import { previewUrl } from "@ui/upload/preview";
import { fileName, filesOf, isPicture } from "../shared/media";
import { muted, textLink } from "../../shared/styles";
import { Lightbox } from "./Lightbox";

const sheet = css`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

const list = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;

  & dt {
    font-weight: 600;
  }

  & dd {
    margin: 0.125rem 0 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

const adminOnly = css`
  margin-left: 0.5rem;
  padding: 0 0.375rem;
  border-radius: 0.25rem;
  background-color: rgb(var(--c-grey-lighter));
  font-size: 0.75rem;
  font-weight: 600;
`;

const gallery = css`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin-top: 0.25rem;
`;

const thumbButton = css`
  padding: 0;
  border: 1px solid rgb(var(--c-grey-light));
  border-radius: 0.375rem;
  background: none;
  cursor: zoom-in;
  overflow: hidden;

  &:focus-visible {
    outline: 2px solid rgb(var(--c-primary));
    outline-offset: 2px;
  }

  & img {
    display: block;
    width: 9rem;
    height: 6.75rem;
    object-fit: cover;
  }
`;

const signature = css`
  max-width: 100%;
  max-height: 8rem;
  background-color: rgb(var(--c-white));
`;

/** A response's answers for reading, with its pictures opened in a lightbox. */
export function AnswerSheet({ form, answers }: { form: FormSchema; answers: Answers }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState<number>();
  const slides = form.slides.filter((slide) => ownValue(answers, slide.id) !== undefined);
  // Every picture of the response, in order, so the lightbox goes through them all.
  const pictures: FileAnswer[] = [];
  const pictureIndex = new Map<string, number>();
  for (const slide of slides) {
    const slideAnswers = ownValue(answers, slide.id) as Record<string, unknown>;
    for (const component of inputComponents(slide)) {
      if (component.type !== "file") continue;
      for (const file of filesOf(ownValue(slideAnswers, component.key)).filter(isPicture)) {
        pictureIndex.set(`${slide.id}.${component.key}.${file.url}`, pictures.length);
        pictures.push(file);
      }
    }
  }

  const value = (slideId: string, component: InputComponent, answer: unknown) => {
    if (isEmptyAnswer(component, answer)) {
      return <span className={muted}>{t`Not answered`}</span>;
    }
    if (component.type === "file") {
      const files = filesOf(answer);
      return (
        <span className={gallery}>
          {files.map((file) => {
            const index = pictureIndex.get(`${slideId}.${component.key}.${file.url}`);
            return index === undefined ? (
              <a
                key={file.url}
                className={textLink}
                href={file.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                {fileName(file)}
              </a>
            ) : (
              <button
                key={file.url}
                type="button"
                className={thumbButton}
                aria-label={t`Open the picture ${fileName(file)}`}
                onClick={() => setOpen(index)}
              >
                <img src={previewUrl(file.url, 320)} alt="" loading="lazy" />
              </button>
            );
          })}
        </span>
      );
    }
    if (
      component.type === "signature" &&
      typeof answer === "string" &&
      answer.startsWith("data:image/")
    ) {
      return <img className={signature} src={answer} alt={t`Signature`} />;
    }
    return formatAnswer(component, answer, i18n);
  };

  if (slides.length === 0) return <p className={muted}>{t`This response has no answers.`}</p>;
  return (
    <div className={sheet}>
      {slides.map((slide) => {
        const slideAnswers = ownValue(answers, slide.id) as Record<string, unknown>;
        return (
          <div key={slide.id}>
            {slides.length > 1 && (
              <Heading level={3} size="sm">
                {slide.title}
              </Heading>
            )}
            <dl className={list}>
              {inputComponents(slide).map((component) => (
                <div key={component.key}>
                  <dt>
                    {component.label || component.key}
                    {component.adminOnly && <span className={adminOnly}>{t`Staff only`}</span>}
                  </dt>
                  <dd>{value(slide.id, component, ownValue(slideAnswers, component.key))}</dd>
                </div>
              ))}
            </dl>
          </div>
        );
      })}
      <Lightbox
        pictures={pictures}
        index={open}
        onIndexChange={setOpen}
        onClose={() => setOpen(undefined)}
      />
    </div>
  );
}
