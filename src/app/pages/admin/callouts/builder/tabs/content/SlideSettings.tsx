import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { laterSlides, type BuilderValues } from "@core/callouts/builder";
import { Select, TextField } from "@ui/form";
import { Heading } from "@ui/typography";
import type { BuilderTabProps } from "../../types";

const slideSettings = css`
  display: flex;
  flex-direction: column;
  gap: 0.875rem;
  padding: 1rem;
  border-radius: 0.5rem;
  background-color: rgb(var(--c-white));
  box-shadow: 0 1px 3px rgba(var(--c-black), 0.08);
`;

const small = css`
  margin: 0;
  color: rgb(var(--c-body-muted));
  font-size: 0.8125rem;
`;

interface SlideSettingsProps extends Pick<BuilderTabProps, "form"> {
  slides: BuilderValues["slides"];
  /** The slide's place among the slides. */
  index: number;
}

/** A slide's title, where it leads and its buttons' words, under the list of slides. */
export function SlideSettings({ form, slides, index }: SlideSettingsProps) {
  const { t } = useLingui();
  return (
    <section className={slideSettings} aria-labelledby="builder-slide">
      <Heading level={3} size="sm" id="builder-slide">
        {t`Slide ${index + 1}`}
      </Heading>
      <TextField
        {...form.text(`slides.${index}.title`)}
        label={t`Title`}
        hint={t`Readers see it above the slide's questions.`}
      />
      {index < slides.length - 1 && (
        <Select
          {...form.select(`slides.${index}.nextSlideId`)}
          label={t`Then go to`}
          placeholder={t`The next slide in order`}
          hint={t`Unless an answer on this slide leads elsewhere.`}
          options={laterSlides(slides, index).map((later) => ({
            value: later.id,
            label: `${slides.indexOf(later) + 1}. ${later.title || t`Slide ${slides.indexOf(later) + 1}`}`,
          }))}
        />
      )}
      {index > 0 && (
        <TextField
          {...form.text(`slides.${index}.prevText`)}
          label={t`Back button`}
          placeholder={t`Back`}
        />
      )}
      {index < slides.length - 1 ? (
        <TextField
          {...form.text(`slides.${index}.nextText`)}
          label={t`Next button`}
          placeholder={t`Next`}
        />
      ) : (
        <TextField
          {...form.text(`slides.${index}.submitText`)}
          label={t`Submit button`}
          placeholder={t`Submit`}
        />
      )}
      <p className={small}>{t`An empty button text is the reader's language's own word.`}</p>
    </section>
  );
}
