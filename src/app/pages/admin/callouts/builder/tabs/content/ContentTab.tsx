import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import {
  addSlide,
  laterSlides,
  moveSlide,
  newQuestion,
  removeSlide,
  suggestedTitle,
  type BuilderValues,
} from "@core/callouts/builder";
import type { FormComponent } from "@core/forms/schema";
import { CheckboxGroup, RadioGroup, TextField } from "@ui/form";
import { RichTextEditor } from "@ui/rich-text";
import { Heading } from "@ui/typography";
import { FormioSlideBuilder } from "../../formio/FormioSlideBuilder";
import { useFormioLabels } from "../../formio/useFormioLabels";
import { split, type ComponentsBySlide } from "../../form-values";
import type { CalloutLanguage } from "../../languages";
import type { BuilderTabProps } from "../../types";
import { nested, note, section } from "../styles";
import { SlideList } from "./SlideList";
import { SlidePreview } from "./SlidePreview";
import { SlideSettings } from "./SlideSettings";
import { SlideWorkbench } from "./SlideWorkbench";

const layout = css`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  @media (min-width: 1100px) {
    grid-template-columns: 13rem minmax(0, 1fr);
  }
`;

const sidebar = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  @media (min-width: 1100px) {
    position: sticky;
    top: 0;
  }
`;

const parts = css`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
`;

const partButton = css`
  padding: 0.5rem 0.75rem;
  border: 1px solid rgb(var(--c-grey-light));
  border-radius: 0.375rem;
  background-color: rgb(var(--c-white));
  color: inherit;
  font: inherit;
  font-weight: 600;
  text-align: left;
  cursor: pointer;
`;

const currentPart = css`
  border-color: rgb(var(--c-primary));
  box-shadow: inset 4px 0 0 rgb(var(--c-primary));
`;

const listHeading = css`
  margin-top: 0.75rem;
`;

const main = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  min-width: 0;
`;

const warning = css`
  border-left-color: rgb(var(--c-warning));
`;

/** What the content tab shows: the introduction, the end message, or a slide. */
export type ContentPart = { kind: "intro" } | { kind: "end" } | { kind: "slide"; slideId: string };

export interface ContentTabProps extends BuilderTabProps {
  builder: BuilderValues;
  components: ComponentsBySlide;
  setComponents(next: ComponentsBySlide): void;
  /** Where something is to fix, as paths into the builder's values. */
  problemPaths: readonly string[];
  part: ContentPart;
  onPart(part: ContentPart): void;
  languages: readonly CalloutLanguage[];
}

/**
 * The callout's content: its introduction, its slides (ordered, branching, each built with
 * form.io's builder and a preview as readers see it) and what readers get once they have
 * answered.
 */
export function ContentTab({
  form,
  meta,
  builder,
  components,
  setComponents,
  problemPaths,
  part,
  onPart,
  languages,
}: ContentTabProps) {
  const { t } = useLingui();
  const formioLabels = useFormioLabels();
  const { values } = form;
  const slides = builder.slides;

  /** Applies a change of the slides: the form's part and the components both. */
  const change = (next: BuilderValues) => {
    const parted = split(next);
    setComponents(parted.components);
    form.set("slides", parted.values.slides);
    if (next.variants !== builder.variants) form.set("variants", parted.values.variants);
  };

  const withProblems = new Set(
    problemPaths.flatMap((path) => {
      const index = /^slides\.(\d+)\./.exec(path)?.[1];
      const slide = index === undefined ? undefined : slides[Number(index)];
      return slide ? [slide.id] : [];
    }),
  );

  const index = part.kind === "slide" ? slides.findIndex((slide) => slide.id === part.slideId) : -1;
  const slide = slides[index];
  const published = meta.status === "open" || meta.status === "ended";

  const onComponents = (slideId: string, next: FormComponent[]) => {
    setComponents({ ...components, [slideId]: next });
    const at = slides.findIndex((candidate) => candidate.id === slideId);
    const current = values.slides[at];
    // A slide without a title takes its first question's.
    const title =
      current && !current.title.trim() ? suggestedTitle({ components: next }) : undefined;
    if (title) form.set(`slides.${at}.title`, title);
  };

  return (
    <div className={layout}>
      <nav className={sidebar} aria-label={t`Parts of the callout`}>
        <div className={parts}>
          <button
            type="button"
            className={cx(partButton, part.kind === "intro" && currentPart)}
            aria-current={part.kind === "intro" ? "step" : undefined}
            onClick={() => onPart({ kind: "intro" })}
          >
            {t`Introduction`}
          </button>
        </div>
        <Heading level={2} size="sm" className={listHeading}>{t`Slides`}</Heading>
        <SlideList
          slides={slides}
          selected={part.kind === "slide" ? part.slideId : undefined}
          withProblems={withProblems}
          onSelect={(slideId) => onPart({ kind: "slide", slideId })}
          onMove={(from, to) => change({ ...builder, slides: moveSlide(slides, from, to) })}
          onDelete={(at) => {
            const next = removeSlide(builder, at);
            change(next);
            const neighbour = next.slides[Math.min(at, next.slides.length - 1)];
            if (neighbour) onPart({ kind: "slide", slideId: neighbour.id });
          }}
          onAdd={() => {
            const { slides: next, added } = addSlide(slides);
            change({ ...builder, slides: next });
            onPart({ kind: "slide", slideId: added.id });
          }}
        />
        {slide && index >= 0 && <SlideSettings form={form} slides={slides} index={index} />}
        <div className={parts}>
          <button
            type="button"
            className={cx(partButton, part.kind === "end" && currentPart)}
            aria-current={part.kind === "end" ? "step" : undefined}
            onClick={() => onPart({ kind: "end" })}
          >
            {t`After answering`}
          </button>
        </div>
      </nav>

      <div className={main}>
        {published && (
          <p className={cx(note, warning)}>
            {t`This callout is published: readers may be answering it now. Changing or removing questions changes what new readers answer; answers already given stay as they are.`}
          </p>
        )}
        {part.kind === "intro" && (
          <section className={section} aria-labelledby="builder-intro">
            <Heading level={2} size="sm" id="builder-intro">{t`Introduction`}</Heading>
            <RichTextEditor
              {...form.field("intro")}
              hint={t`Readers see it under the title and cover image, before the questions.`}
            />
          </section>
        )}
        {part.kind === "end" && <EndMessage form={form} />}
        {slide && index >= 0 && (
          <SlideWorkbench
            labelledBy="builder-slide"
            builder={
              <FormioSlideBuilder
                key={slide.id}
                slideId={slide.id}
                label={t`Questions of slide ${index + 1}`}
                components={components[slide.id] ?? []}
                onChange={(next) => onComponents(slide.id, next)}
                labels={formioLabels}
                newQuestion={() =>
                  newQuestion(
                    slides.map((one) => one.components),
                    (number) => t`Question ${number}`,
                  )
                }
                laterSlides={() => {
                  const at = slides.findIndex((candidate) => candidate.id === slide.id);
                  return laterSlides(slides, at).map((later) => ({
                    value: later.id,
                    label: `${slides.indexOf(later) + 1}. ${later.title || t`Slide ${slides.indexOf(later) + 1}`}`,
                  }));
                }}
              />
            }
            preview={<SlidePreview values={builder} slideId={slide.id} languages={languages} />}
          />
        )}
      </div>
    </div>
  );
}

/** What readers get once they have answered: a message, or another page. */
function EndMessage({ form }: Pick<BuilderTabProps, "form">) {
  const { t } = useLingui();
  const { values } = form;
  return (
    <section className={section} aria-labelledby="builder-end">
      <Heading level={2} size="sm" id="builder-end">{t`After answering`}</Heading>
      <RadioGroup
        {...form.radio("endMessage")}
        options={[
          { value: "message", label: t`See a thank-you message` },
          { value: "redirect", label: t`Go to another page` },
        ]}
      />
      <div className={nested}>
        {values.endMessage === "message" ? (
          <>
            <TextField {...form.text("thanksTitle")} />
            <RichTextEditor {...form.field("thanksText")} />
            <CheckboxGroup
              {...form.checkboxes("thanksNextSteps")}
              hint={t`Under the message.`}
              options={[
                { value: "share", label: t`Sharing the callout` },
                { value: "callouts", label: t`The newsroom's other open callouts` },
              ]}
            />
          </>
        ) : (
          <TextField
            {...form.text("thanksRedirect")}
            type="url"
            hint={t`A page of your site, such as https://example.org/thank-you, or a path of this one starting with /.`}
          />
        )}
      </div>
    </section>
  );
}
