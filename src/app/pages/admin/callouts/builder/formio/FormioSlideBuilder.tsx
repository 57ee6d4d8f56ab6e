import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { cleanBuilderComponents, type NewQuestion } from "@core/callouts/builder";
import type { FormComponent } from "@core/forms/schema";
import { Button } from "@ui/button";
import { Spinner } from "@ui/spinner";
import type { SlideChoice } from "./edit-forms";
import { createBuilder, type BuilderLabels, type FormioBuilder } from "./setup";

export interface FormioSlideBuilderProps {
  /** The slide: a builder is made for it once, and again only for another slide. */
  slideId: string;
  /** Read when the builder is made; its changes come back through `onChange`. */
  components: FormComponent[];
  onChange(components: FormComponent[]): void;
  labels: BuilderLabels;
  /** The slides an option of this slide may lead to, read when an edit dialog opens. */
  laterSlides(): SlideChoice[];
  /** The label and key of a question added now, read as it is added. */
  newQuestion(): NewQuestion;
  /** Names the builder's region for screen readers. */
  label: string;
}

const region = css`
  position: relative;
  min-height: 16rem;
`;

const status = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: 0.75rem;
  padding: 1rem 0;
`;

/** The first field of an open edit dialog, or its first button. */
function firstField(dialog: HTMLElement): HTMLElement | null {
  return (
    dialog.querySelector<HTMLElement>(
      "[ref=editForm] input:not([type=hidden]), [ref=editForm] textarea, [ref=editForm] select",
    ) ?? dialog.querySelector<HTMLElement>("[ref=saveButton]")
  );
}

/**
 * form.io's FormBuilder for one slide's components. React owns only the element the builder
 * draws into: the builder is made in an effect, once per slide (a cancelled flag stops one
 * that is still loading when the slide changes), and destroyed when it goes; an instance made
 * again on every render would leak (staff-tools.md). Each change form.io makes (a component
 * saved, moved or removed) comes back trimmed to what our renderer honours.
 */
export function FormioSlideBuilder({
  slideId,
  components,
  onChange,
  labels,
  laterSlides,
  newQuestion,
  label,
}: FormioSlideBuilderProps) {
  const { t } = useLingui();
  const element = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed">("loading");
  const [attempt, setAttempt] = useState(0);
  // The builder is made once per slide: it reads the page's latest words and slides from here.
  const latest = useRef({ components, onChange, labels, laterSlides, newQuestion });
  useLayoutEffect(() => {
    latest.current = { components, onChange, labels, laterSlides, newQuestion };
  });

  useEffect(() => {
    const target = element.current;
    if (!target) return;
    let cancelled = false;
    let made: { builder: FormioBuilder; styles: { remove(): void } } | undefined;
    let returnFocusTo: Element | null = null;
    /** What an open dialog made inert, given back as it closes or the builder goes. */
    let behind: HTMLElement[] = [];
    const restoreBehind = () => {
      for (const other of behind) other.inert = false;
      behind = [];
    };
    setState("loading");

    const onEdit = (builder: FormioBuilder) => {
      const dialog = builder.dialog;
      if (!dialog) return;
      returnFocusTo = document.activeElement;
      // A modal dialog: the page behind it (form.io adds the dialog to the body) can be
      // neither reached nor read until it closes.
      behind = Array.from(document.body.children).filter(
        (other): other is HTMLElement =>
          other instanceof HTMLElement && other !== dialog && !other.inert,
      );
      for (const other of behind) other.inert = true;
      // form.io puts the question's values in only once its form is built, over whatever was
      // typed before, and may draw it again once shown (a list of tabs or options does): focus
      // goes in after that, once it holds still, trying for a few frames. A change still
      // pending would swallow the first typed one (form.io reports only the last change of its
      // 100 ms), and with it the key that follows the question.
      let frames = 0;
      const focusFirst = () => {
        if (!dialog.isConnected) return;
        if (builder.editForm?.changing && ++frames < 30) {
          requestAnimationFrame(focusFirst);
          return;
        }
        firstField(dialog)?.focus();
        if (!dialog.contains(document.activeElement) && ++frames < 30) {
          requestAnimationFrame(focusFirst);
        }
      };
      const focusSoon = () => requestAnimationFrame(focusFirst);
      void (builder.editForm?.submissionReady ?? Promise.resolve()).then(focusSoon, focusSoon);
      // Escape cancels, as in any dialog, wherever focus is while it is open.
      const onEscape = (event: KeyboardEvent) => {
        if (event.key !== "Escape") return;
        event.stopPropagation();
        dialog.querySelector<HTMLElement>("[ref=cancelButton]")?.click();
      };
      document.addEventListener("keydown", onEscape, true);
      dialog.addEventListener("close", () => {
        document.removeEventListener("keydown", onEscape, true);
        restoreBehind();
        // What had focus may have been drawn again: then the builder takes it.
        const back = returnFocusTo instanceof HTMLElement && returnFocusTo.isConnected;
        (back ? (returnFocusTo as HTMLElement) : target).focus();
      });
    };

    createBuilder(target, latest.current.components, {
      labels: latest.current.labels,
      laterSlides: () => latest.current.laterSlides(),
      newQuestion: () => latest.current.newQuestion(),
    }).then(
      (result) => {
        if (cancelled) {
          result.builder.destroy();
          result.styles.remove();
          return;
        }
        made = result;
        const { builder } = result;
        builder.on("change", () => {
          latest.current.onChange(
            cleanBuilderComponents(builder.schema.components, latest.current.components),
          );
        });
        builder.on("editComponent", () => onEdit(builder));
        setState("ready");
      },
      () => {
        if (!cancelled) setState("failed");
      },
    );
    return () => {
      cancelled = true;
      restoreBehind();
      if (made) {
        made.builder.destroy();
        made.styles.remove();
      }
      target.replaceChildren();
    };
  }, [slideId, attempt]);

  return (
    <section className={region} aria-label={label} aria-busy={state === "loading"}>
      {state === "loading" && (
        <div className={status}>
          <Spinner label={t`Loading the question editor…`} />
        </div>
      )}
      {state === "failed" && (
        <div className={status} role="alert">
          <p>{t`The question editor could not load. Check your connection and try again.`}</p>
          <Button variant="primaryOutlined" onClick={() => setAttempt((count) => count + 1)}>
            {t`Try again`}
          </Button>
        </div>
      )}
      <div ref={element} tabIndex={-1} hidden={state === "failed"} />
    </section>
  );
}
