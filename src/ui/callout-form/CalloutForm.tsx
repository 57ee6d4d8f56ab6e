import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react/macro";
import {
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FormEvent,
  type ReactNode,
} from "react";
import type { Answers, SlideAnswers } from "@core/forms/answer-structs";
import { compactAnswers, ownValue, pickSlides, withDefaults } from "@core/forms/answers";
import { isLastSlide, nextSlideId, slidePath } from "@core/forms/navigation";
import type { FormSchema } from "@core/forms/schema";
import { translateForm, type FormTranslation } from "@core/forms/translate";
import { readerInputs } from "@core/forms/walk";
import { Button } from "../button/Button";
import { messageForApiError } from "../form/apiErrorMessage";
import { formActions, formStack } from "../form/formLayout";
import { LazyErrorSummary as ErrorSummary } from "../form/LazyErrorSummary";
import type { HeadingLevel } from "../typography/Heading";
import { ComponentList } from "./ComponentList";
import { ServicesContext, type CalloutFormServices } from "./context";
import { loadRules, type Rules } from "./rules";
import { stillShown, summaryOf } from "./slide-problems";
import { SlideTitle } from "./SlideTitle";
import { focusField } from "../form/focus-field";

export interface CalloutFormProps extends CalloutFormServices {
  /** Prefix of the field ids, unique on the page. */
  id: string;
  /** The callout's `formSchema`. */
  form: FormSchema;
  /** The reader's language; by default the form's own `componentText`. */
  translation?: FormTranslation;
  /** The answers so far, every slide's, e.g. from `useDraftAnswers`. */
  answers: Answers;
  onAnswersChange(answers: Answers): void;
  /** Where to start, e.g. a draft's slide; used only if the answers lead there. */
  initialSlideId?: string;
  /** Called when another slide shows (not for the first). */
  onSlideChange?(slideId: string): void;
  /**
   * Gets the answers of the slides the reader went through, without blank ones. A rejection
   * shows its message above the buttons (see `messageForApiError`); clear the draft once it
   * resolves.
   */
  onSubmit(answers: Answers): Promise<void> | void;
  /** Shown on the last slide above the submit button: contact details, newsletter, captcha. */
  beforeSubmit?: ReactNode;
  /** An admin's preview: the slides and their buttons, but nothing to submit. */
  preview?: boolean;
  /** The slide title's heading level; default 2. */
  headingLevel?: HeadingLevel;
}

/** Keys are letters, digits and `_.-` (see `formProblems`); anything else is replaced. */
const idPart = (text: string) => text.replace(/[^A-Za-z0-9_-]/g, "_");

/**
 * A callout form for readers: one slide at a time, with back, next and submit. Next and
 * submit check the slide first; problems show next to their fields and in a summary, and
 * focus moves to the first. The path through the slides follows the answers (branching), so
 * only the slides on it are submitted. Works on React and on Preact.
 */
export function CalloutForm({
  id,
  form: source,
  translation,
  answers: given,
  onAnswersChange,
  initialSlideId,
  onSlideChange,
  onSubmit,
  beforeSubmit,
  preview = false,
  headingLevel = 2,
  ...services
}: CalloutFormProps) {
  const { t, i18n } = useLingui();
  const form = useMemo(() => translateForm(source, translation), [source, translation]);
  const answers = useMemo(() => withDefaults(form, given), [form, given]);
  const path = slidePath(form, answers);

  const [slideId, setSlideId] = useState(() =>
    initialSlideId && path.includes(initialSlideId) ? initialSlideId : path[0],
  );
  const [errors, setErrors] = useState<Record<string, MessageDescriptor>>({});
  const [showSummary, setShowSummary] = useState(false);
  const [submitProblem, setSubmitProblem] = useState<MessageDescriptor>();
  const [busy, setBusy] = useState(false);
  const [rules, setRules] = useState<Rules>();
  /** The id of the element to focus after the next render; a new object each time. */
  const [focusRequest, setFocusRequest] = useState<{ id: string }>();
  // Answers change from async work too (an upload, a geocoder): it must build on the latest.
  const latest = useRef(given);
  useLayoutEffect(() => {
    latest.current = given;
  });

  const slide = form.slides.find((candidate) => candidate.id === slideId) ?? form.slides[0];
  const fieldId = (key: string) => `${id}-${idPart(slide?.id ?? "")}-${idPart(key)}`;
  const titleId = `${id}-title`;

  // Focus follows a new slide to its title, and a failed check to the first problem. Not on
  // the first render: a frame must not pull the host page's scroll position on load.
  useEffect(() => {
    if (focusRequest) focusField(document.getElementById(focusRequest.id));
  }, [focusRequest]);

  if (!slide) return null;
  const slideAnswers = ownValue(answers, slide.id) as SlideAnswers | undefined;
  const step = path.indexOf(slide.id) + 1;
  const total = path.length;
  const last = isLastSlide(form, slide.id);
  const navigation = slide.navigation ?? {};

  const change = (key: string, value: unknown) => {
    const current = latest.current;
    const next = {
      ...current,
      [slide.id]: { ...(ownValue(current, slide.id) as SlideAnswers), [key]: value },
    };
    latest.current = next;
    onAnswersChange(next);
    setSubmitProblem(undefined);
    // Only problems already shown are checked again while typing: nobody is told off mid-word.
    // There are none before the rules have loaded.
    setErrors((shown) => {
      if (!rules) return shown;
      const found = rules.validateSlide(
        slide,
        ownValue(withDefaults(form, next), slide.id) as SlideAnswers,
      );
      return stillShown(shown, found);
    });
  };

  const go = (target: string) => {
    setSlideId(target);
    setErrors({});
    setShowSummary(false);
    setSubmitProblem(undefined);
    setFocusRequest({ id: titleId });
    onSlideChange?.(target);
  };

  // Once the reader starts, what checking the answers needs loads: the rules and the summary.
  const prepare = () => {
    if (!rules) loadRules().then(setRules, () => undefined);
    void ErrorSummary.load();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    let checks = rules;
    if (!checks) {
      try {
        checks = await loadRules();
        setRules(checks);
      } catch (error) {
        setSubmitProblem(messageForApiError(error));
        return;
      }
    }
    const found = checks.validateSlide(slide, slideAnswers);
    const first = readerInputs(slide).find((component) => found[component.key]);
    setErrors(found);
    setShowSummary(Boolean(first));
    if (first) {
      setFocusRequest({ id: fieldId(first.key) });
      return;
    }
    if (!last) {
      const next = nextSlideId(form, slide.id, answers);
      if (next) go(next);
      return;
    }
    if (preview) return;
    setBusy(true);
    setSubmitProblem(undefined);
    try {
      await onSubmit(compactAnswers(pickSlides(answers, path)));
    } catch (error) {
      setSubmitProblem(messageForApiError(error));
    } finally {
      setBusy(false);
    }
  };

  const summaryItems = summaryOf(slide, errors, fieldId, i18n);
  const progress = total > 1 ? t`Step ${step} of ${total}` : undefined;

  return (
    <ServicesContext.Provider value={services}>
      <form
        className={formStack}
        noValidate
        aria-labelledby={titleId}
        onFocusCapture={prepare}
        onSubmit={(event) => void submit(event)}
      >
        <SlideTitle id={id} progress={progress} level={headingLevel} title={slide.title} />
        <ComponentList
          // A new slide gets new inputs: two slides may use the same keys.
          key={slide.id}
          components={slide.components}
          answers={slideAnswers}
          errors={errors}
          fieldId={fieldId}
          headingLevel={Math.min(headingLevel + 1, 6) as HeadingLevel}
          onChange={change}
        />
        {last && !preview && beforeSubmit}
        {showSummary && summaryItems.length > 0 && <ErrorSummary errors={summaryItems} />}
        {submitProblem && <ErrorSummary message={i18n._(submitProblem)} />}
        <div className={formActions}>
          {step > 1 && (
            <Button variant="primaryOutlined" onClick={() => go(path[step - 2]!)}>
              {navigation.prevText || t`Back`}
            </Button>
          )}
          {(!last || !preview) && (
            <Button type="submit" loading={busy}>
              {last ? navigation.submitText || t`Submit` : navigation.nextText || t`Next`}
            </Button>
          )}
        </div>
      </form>
    </ServicesContext.Provider>
  );
}
