import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState, type KeyboardEvent } from "react";
import { possibleNextSlides, type BuilderSlide } from "@core/callouts/builder";
import { Button } from "@ui/button";
import { ConfirmDialog } from "@ui/dialog";
import { visuallyHidden } from "@ui/styles";
import { useFocusAfterRender } from "@app/pages/shared/useFocusAfterRender";

const list = css`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/* In the builder's narrow slides column (from 1100 px), a slide's buttons sit under its name,
   which then has the whole width and reads on one line where it can. */
const item = css`
  display: flex;
  align-items: stretch;
  gap: 0.25rem;
  border: 1px solid rgb(var(--c-grey-light));
  border-radius: 0.375rem;
  background-color: rgb(var(--c-white));
  @media (min-width: 1100px) {
    flex-direction: column;
    gap: 0;
  }
`;

const current = css`
  border-color: rgb(var(--c-primary));
  box-shadow: inset 4px 0 0 rgb(var(--c-primary));
`;

const select = css`
  flex: 1;
  min-width: 0;
  padding: 0.5rem 0.75rem;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  border-radius: 0.375rem;
  @media (min-width: 1100px) {
    padding-bottom: 0.125rem;
  }
`;

const slideName = css`
  display: block;
  font-weight: 600;
  overflow-wrap: anywhere;
`;

const muted = css`
  color: rgb(var(--c-body-muted));
  font-weight: 400;
  font-style: italic;
`;

const next = css`
  display: block;
  color: rgb(var(--c-body-muted));
  font-size: 0.8125rem;
`;

const problem = css`
  display: inline-block;
  margin-left: 0.375rem;
  color: rgb(var(--c-danger-text));
  font-weight: 700;
`;

const actions = css`
  display: flex;
  align-items: flex-start;
  padding: 0.25rem 0.125rem;
  @media (min-width: 1100px) {
    justify-content: flex-end;
    padding: 0 0.25rem 0.25rem;
  }
`;

export interface SlideListProps {
  slides: readonly BuilderSlide[];
  selected: string | undefined;
  /** The ids of slides with something to fix. */
  withProblems: ReadonlySet<string>;
  onSelect(slideId: string): void;
  onMove(from: number, to: number): void;
  onDelete(index: number): void;
  onAdd(): void;
}

const slideButtonId = (slideId: string) => `builder-slide-${slideId}`;

/**
 * The form's slides in order: each opens in the builder, shows where it may lead, and moves
 * up or down (its buttons, or Alt and an arrow key) or goes (after a question; never the last
 * one left).
 */
export function SlideList({
  slides,
  selected,
  withProblems,
  onSelect,
  onMove,
  onDelete,
  onAdd,
}: SlideListProps) {
  const { t } = useLingui();
  const focusAfterRender = useFocusAfterRender();
  const [deleting, setDeleting] = useState<number>();
  const numberOf = (slideId: string) => slides.findIndex((slide) => slide.id === slideId) + 1;
  const nameOf = (slide: BuilderSlide | undefined) =>
    slide ? slide.title.trim() || t`Slide ${numberOf(slide.id)}` : "";

  const move = (index: number, to: number) => {
    if (to < 0 || to >= slides.length) return;
    onMove(index, to);
    focusAfterRender(slideButtonId(slides[index]!.id));
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    move(index, event.key === "ArrowUp" ? index - 1 : index + 1);
  };

  const doomed = deleting === undefined ? undefined : slides[deleting];
  return (
    <>
      <ol className={list} aria-label={t`Slides`}>
        {slides.map((slide, index) => {
          const number = index + 1;
          const leadsTo = possibleNextSlides(slides, index);
          const isCurrent = slide.id === selected;
          return (
            <li key={slide.id} className={cx(item, isCurrent && current)}>
              <button
                type="button"
                id={slideButtonId(slide.id)}
                className={select}
                aria-current={isCurrent ? "step" : undefined}
                aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
                onClick={() => onSelect(slide.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span className={slideName}>
                  {number}.{" "}
                  {slide.title.trim() ? (
                    slide.title
                  ) : (
                    <span className={muted}>{t`No title yet`}</span>
                  )}
                  {withProblems.has(slide.id) && (
                    <span className={problem} aria-label={t`has something to fix`} role="img">
                      !
                    </span>
                  )}
                </span>
                {leadsTo.map((target) => (
                  <span key={target} className={next}>
                    <span aria-hidden="true">↳ </span>
                    <span className={visuallyHidden}>{t`leads to`} </span>
                    {numberOf(target)}.{" "}
                    {nameOf(slides.find((candidate) => candidate.id === target))}
                  </span>
                ))}
              </button>
              <div className={actions}>
                <Button
                  variant="text"
                  size="xs"
                  aria-label={t`Move slide ${number} up`}
                  title={t`Move up (Alt+↑)`}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  <span aria-hidden="true">↑</span>
                </Button>
                <Button
                  variant="text"
                  size="xs"
                  aria-label={t`Move slide ${number} down`}
                  title={t`Move down (Alt+↓)`}
                  disabled={index === slides.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  <span aria-hidden="true">↓</span>
                </Button>
                <Button
                  variant="dangerText"
                  size="xs"
                  aria-label={t`Delete slide ${number}`}
                  title={slides.length === 1 ? t`A callout needs at least one slide` : t`Delete`}
                  disabled={slides.length === 1}
                  onClick={() => setDeleting(index)}
                >
                  <span aria-hidden="true">✕</span>
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <Button variant="primaryOutlined" onClick={onAdd}>
        {t`Add a slide`}
      </Button>
      <ConfirmDialog
        open={doomed !== undefined}
        title={t`Delete slide ${(deleting ?? 0) + 1}?`}
        confirmLabel={t`Delete the slide`}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (deleting === undefined) return;
          onDelete(deleting);
          setDeleting(undefined);
        }}
      >
        <p>
          {t`"${nameOf(doomed)}" and its questions go. Answers or slides that led to it lead to the next slide in order instead.`}
        </p>
      </ConfirmDialog>
    </>
  );
}
