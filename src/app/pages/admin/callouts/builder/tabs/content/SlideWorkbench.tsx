import { css, cx } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState, type ReactNode } from "react";
import { Button } from "@ui/button";

/* From 100rem (1600 px) the builder and the preview both fit side by side with room for the
   questions; below, one at a time. */
const workbench = css`
  display: grid;
  gap: 1rem;
  align-items: start;
  @media (min-width: 100rem) {
    grid-template-columns: minmax(0, 1fr) minmax(20rem, 28rem);
    gap: 1.5rem;
  }
`;

const switcher = css`
  display: flex;
  gap: 0.5rem;
  @media (min-width: 100rem) {
    display: none;
  }
`;

/* Pressed, hovered or not: the button's own hover (more specific) would pale it. */
const pressed = css`
  &[aria-pressed="true"],
  &&[aria-pressed="true"]:hover:not(:disabled) {
    background-color: rgb(var(--c-primary));
    color: rgb(var(--c-on-primary));
  }
`;

/** Hidden until both fit: the other view is shown instead, and both stay as they were. */
const notShown = css`
  @media (max-width: 99.99rem) {
    display: none;
  }
`;

const builderBox = css`
  min-width: 0;
  padding: 1rem;
  border-radius: 0.5rem;
  background-color: rgb(var(--c-white));
  box-shadow: 0 1px 3px rgba(var(--c-black), 0.08);
`;

type View = "questions" | "preview";

/**
 * A slide's builder and its preview: side by side on very wide screens; elsewhere one at a
 * time, chosen with two buttons above them, so the builder keeps the page's width. Both stay
 * mounted, so neither the builder's state nor the preview's answers are lost by switching.
 */
export function SlideWorkbench({
  labelledBy,
  builder,
  preview,
}: {
  /** The id of the slide's heading, which names the choice between its two views. */
  labelledBy: string;
  builder: ReactNode;
  preview: ReactNode;
}) {
  const { t } = useLingui();
  const [view, setView] = useState<View>("questions");
  const choices: { view: View; label: string }[] = [
    { view: "questions", label: t`Questions` },
    { view: "preview", label: t`Preview` },
  ];
  return (
    <div className={workbench}>
      <div className={switcher} role="group" aria-labelledby={labelledBy}>
        {choices.map((choice) => (
          <Button
            key={choice.view}
            variant="primaryOutlined"
            size="sm"
            className={pressed}
            aria-pressed={view === choice.view}
            onClick={() => setView(choice.view)}
          >
            {choice.label}
          </Button>
        ))}
      </div>
      <div className={cx(builderBox, view !== "questions" && notShown)}>{builder}</div>
      <div className={cx(view !== "preview" && notShown)}>{preview}</div>
    </div>
  );
}
