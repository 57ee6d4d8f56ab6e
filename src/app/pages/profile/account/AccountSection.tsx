import type { ReactNode } from "react";
import { Heading, Text } from "../../../../ui/typography";
import { card } from "../card";

/** One part of the account page: a card named by its heading, usually holding one form. */
export function AccountSection({
  id,
  heading,
  intro,
  children,
}: {
  /** The heading's id; forms inside use it as their name (`aria-labelledby`). */
  id: string;
  heading: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={card} aria-labelledby={id}>
      <Heading level={2} size="md" id={id} tabIndex={-1}>
        {heading}
      </Heading>
      {intro && <Text>{intro}</Text>}
      {children}
    </section>
  );
}
