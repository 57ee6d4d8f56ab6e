import { css } from "@linaria/core";
import { useEffect, useId, type ReactNode } from "react";
import { Heading, Text } from "@ui/typography";

const stack = css`
  display: flex;
  flex-direction: column;
  gap: 1.25rem;
`;

const title = css`
  &:focus {
    outline: none;
  }
`;

/** One auth page's content in the auth card: its title, a short explanation, then the rest. */
export function AuthPanel({
  heading,
  intro,
  focusHeading = false,
  children,
}: {
  heading: string;
  intro?: ReactNode;
  /**
   * Moves focus to the title when shown: for a view that replaces a form the person just
   * sent, so screen readers read the new state and the keyboard starts from its top.
   */
  focusHeading?: boolean;
  children?: ReactNode;
}) {
  const id = useId();
  useEffect(() => {
    if (focusHeading) document.getElementById(id)?.focus();
  }, [focusHeading, id]);
  return (
    <div className={stack}>
      <Heading id={id} level={1} size="lg" className={title} tabIndex={-1}>
        {heading}
      </Heading>
      {intro && <Text>{intro}</Text>}
      {children}
    </div>
  );
}
