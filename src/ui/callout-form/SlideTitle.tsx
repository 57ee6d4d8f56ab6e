import { css, cx } from "@linaria/core";
import type { Slide } from "@core/forms/schema";
import { hint as hintClass } from "../form/fieldStyles";
import { focusRing } from "../styles/focusRing";
import { Heading, type HeadingLevel } from "../typography/Heading";

const progressClass = css`
  margin: 0;
`;

/**
 * The slide's title takes focus after Next. Its box reaches a little past the text (the text
 * stays in line with the fields) and the ring is drawn inside that box, so the form's edge,
 * a frame's included, never cuts it.
 */
export const slideHeading = css`
  margin: -0.125rem -0.25rem;
  padding: 0.125rem 0.25rem;
  scroll-margin-block: 1rem;

  &:focus-visible {
    ${focusRing}
    outline-offset: -2px;
  }
`;

interface SlideTitleProps {
  /** The form's id: the title's is `<id>-title`, the progress's `<id>-progress`. */
  id: string;
  /** "Step 2 of 3", on a path of more than one slide. */
  progress?: string;
  level: HeadingLevel;
  title: Slide["title"];
}

/** A slide's title, which takes focus after Next, and "Step 2 of 3" above it on a longer path. */
export function SlideTitle({ id, progress, level, title }: SlideTitleProps) {
  return (
    <>
      {progress && (
        <p id={`${id}-progress`} className={cx(hintClass, progressClass)}>
          {progress}
        </p>
      )}
      <Heading
        id={`${id}-title`}
        level={level}
        className={slideHeading}
        tabIndex={-1}
        aria-describedby={progress ? `${id}-progress` : undefined}
      >
        {title}
      </Heading>
    </>
  );
}
