import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { useMemo, useState } from "react";
import { answersLeadingTo, type BuilderValues } from "@core/callouts/builder";
import type { Answers } from "@core/forms/answer-structs";
import type { FormSchema } from "@core/forms/schema";
import { mergeTranslations, type FormTranslation } from "@core/forms/translate";
import { $general } from "@stores/settings";
import { CalloutForm, type UploadFile } from "@ui/callout-form";
import { Select } from "@ui/form";
import { Heading } from "@ui/typography";
import type { CalloutLanguage } from "../../languages";
import { note } from "../styles";

const frame = css`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  padding: 1.5rem;
  border: 1px solid rgb(var(--c-grey-light));
  border-radius: 0.5rem;
  background-color: rgb(var(--c-white));
`;

const top = css`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 0.75rem;
`;

/** A preview never sends a file: the reader's choice stays in this browser. */
const keepLocally: UploadFile = async (file) => ({ url: URL.createObjectURL(file) });

/** The form as readers get it: the slides with the default button texts in place. */
export function readerForm(values: BuilderValues): FormSchema {
  return {
    slides: values.slides.map((slide) => ({
      id: slide.id,
      title: slide.title,
      components: slide.components,
      navigation: {
        nextSlideId: slide.nextSlideId,
        prevText: slide.prevText,
        nextText: slide.nextText,
        submitText: slide.submitText,
      },
    })),
    componentText: {},
  };
}

export interface SlidePreviewProps {
  values: BuilderValues;
  slideId: string;
  languages: readonly CalloutLanguage[];
}

/**
 * The slide as a reader sees it in a frame, drawn by the readers' own form: answers lead on
 * as they would (branching included), Back returns, nothing is sent. It opens on the chosen
 * slide, with answers that lead there, in the default language or a translation.
 */
export function SlidePreview({ values, slideId, languages }: SlidePreviewProps) {
  const { t } = useLingui();
  const { currencySymbol } = useStore($general);
  const [language, setLanguage] = useState("default");
  const form = useMemo(() => readerForm(values), [values]);
  const chosen = languages.filter((candidate) => values.locales.includes(candidate.name));
  const shown = chosen.some((candidate) => candidate.name === language) ? language : "default";
  const translation: FormTranslation | undefined =
    shown === "default"
      ? undefined
      : mergeTranslations(values.variants[shown], {
          componentText: {},
          slideNavigation: Object.fromEntries(
            values.slides.map(({ id, prevText, nextText, submitText }) => [
              id,
              { prevText, nextText, submitText },
            ]),
          ),
        });
  const leading = useMemo(() => answersLeadingTo(form, slideId), [form, slideId]);
  const [answers, setAnswers] = useState<{ slideId: string; answers: Answers }>();
  const current = answers?.slideId === slideId ? answers.answers : (leading ?? {});

  return (
    <section className={frame} aria-labelledby="builder-preview-title">
      <div className={top}>
        <Heading level={2} size="sm" id="builder-preview-title">{t`Preview`}</Heading>
        {chosen.length > 0 && (
          <Select
            label={t`Language`}
            value={shown}
            onChange={(event) => setLanguage(event.target.value)}
            options={[
              { value: "default", label: t`Default language` },
              ...chosen.map((candidate) => ({ value: candidate.name, label: candidate.label })),
            ]}
          />
        )}
      </div>
      {values.slides.find((slide) => slide.id === slideId)?.components.length === 0 && (
        <p className={note}>{t`The slide's questions show here as readers will see them.`}</p>
      )}
      {!leading && (
        <p className={note}>
          {t`No answer leads to this slide, so readers never see it. Choose it as the next slide of another, or as where one of its options leads.`}
        </p>
      )}
      <CalloutForm
        key={`${slideId}:${shown}`}
        id="builder-preview"
        form={form}
        translation={translation}
        answers={current}
        onAnswersChange={(next) => setAnswers({ slideId, answers: next })}
        initialSlideId={slideId}
        onSubmit={() => undefined}
        uploadFile={keepLocally}
        currencySymbol={currencySymbol}
        headingLevel={3}
        preview
      />
    </section>
  );
}
