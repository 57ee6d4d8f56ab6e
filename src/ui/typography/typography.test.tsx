// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { render, type Rendered } from "../testing/render";
import { BigTitle } from "./BigTitle";
import { Heading } from "./Heading";
import { Text } from "./Text";

let view: Rendered | undefined;
afterEach(() => view?.unmount());

describe("typography", () => {
  it("renders the heading level it is given, whatever its look", () => {
    view = render(
      <>
        <Heading level={2}>Two</Heading>
        <Heading level={3} size="xl">
          Three
        </Heading>
      </>,
    );
    const [two, three] = Array.from(view.container.children);
    expect(two?.tagName).toBe("H2");
    expect(three?.tagName).toBe("H3");
    expect(three?.className).not.toBe(two?.className);
  });

  it("gives a heading the same look as the level whose size it borrows", () => {
    view = render(
      <>
        <Heading level={1}>One</Heading>
        <Heading level={4} size="xl">
          Four
        </Heading>
      </>,
    );
    const [one, four] = Array.from(view.container.children);
    expect(four?.className).toBe(one?.className);
  });

  it("makes the big title an h1 unless told otherwise", () => {
    view = render(
      <>
        <BigTitle>Welcome</BigTitle>
        <BigTitle level={2}>Sub</BigTitle>
      </>,
    );
    expect(Array.from(view.container.children).map((el) => el.tagName)).toEqual(["H1", "H2"]);
  });

  it("renders text as a paragraph or the element asked for", () => {
    view = render(
      <>
        <Text>Body</Text>
        <Text as="span" size="xs" id="note">
          Note
        </Text>
      </>,
    );
    const [body, note] = Array.from(view.container.children);
    expect(body?.tagName).toBe("P");
    expect(note?.tagName).toBe("SPAN");
    expect(note?.id).toBe("note");
    expect(note?.className).not.toBe(body?.className);
  });
});
