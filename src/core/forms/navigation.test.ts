import { describe, expect, it } from "vitest";
import { decisionComponent, isLastSlide, nextSlideId, slidePath } from "./navigation";
import type { FormSchema } from "./schema";
import { branchingForm, input } from "@tests/support/core/forms";

const slide = (id: string, extra: Partial<FormSchema["slides"][number]> = {}) => ({
  id,
  title: id,
  components: [],
  navigation: { nextSlideId: "" },
  ...extra,
});

describe("nextSlideId", () => {
  it("follows the chosen option", () => {
    expect(nextSlideId(branchingForm, "start", { start: { saw: "yes" } })).toBe("details");
    expect(nextSlideId(branchingForm, "start", { start: { saw: "no" } })).toBe("end");
  });

  it("follows the slide's own next slide, else the order", () => {
    expect(nextSlideId(branchingForm, "details", {})).toBe("end");
    expect(nextSlideId(branchingForm, "more", {})).toBe("end");
    // No choice yet: the slide's navigation is empty, so the next in order.
    expect(nextSlideId(branchingForm, "start", {})).toBe("details");
  });

  it("has nothing after the last slide, or for an unknown one", () => {
    expect(nextSlideId(branchingForm, "end", {})).toBeUndefined();
    expect(nextSlideId(branchingForm, "nowhere", {})).toBeUndefined();
  });

  it("never leads back, to itself or to a slide that does not exist", () => {
    const form: FormSchema = {
      slides: [
        slide("a", { navigation: { nextSlideId: "a" } }),
        slide("b", { navigation: { nextSlideId: "a" } }),
        slide("c", { navigation: { nextSlideId: "gone" } }),
        slide("d"),
      ],
    };
    expect(slidePath(form, {})).toEqual(["a", "b", "c", "d"]);
  });

  it("branches on a single select too, and on an option inside a panel", () => {
    const select = input("select", {
      key: "pick",
      data: { values: [{ label: "Skip", value: "skip", nextSlideId: "c" }] },
    });
    const form: FormSchema = {
      slides: [
        slide("a", { components: [{ type: "panel", key: "p", components: [select] }] }),
        slide("b"),
        slide("c"),
      ],
    };
    expect(decisionComponent(form.slides[0]!)?.key).toBe("pick");
    expect(slidePath(form, { a: { pick: "skip" } })).toEqual(["a", "c"]);
  });

  it("ignores hidden radios and those without branching options", () => {
    const plain = input("radio", { key: "plain", values: [{ label: "A", value: "a" }] });
    const hidden = input("radio", {
      key: "hidden",
      hidden: true,
      values: [{ label: "A", value: "a", nextSlideId: "c" }],
    });
    const form: FormSchema = {
      slides: [slide("a", { components: [plain, hidden] }), slide("b"), slide("c")],
    };
    expect(decisionComponent(form.slides[0]!)).toBeUndefined();
    expect(nextSlideId(form, "a", { a: { plain: "a", hidden: "a" } })).toBe("b");
  });
});

describe("slidePath", () => {
  it("is the slides the answers lead through", () => {
    expect(slidePath(branchingForm, { start: { saw: "yes" } })).toEqual([
      "start",
      "details",
      "end",
    ]);
    expect(slidePath(branchingForm, { start: { saw: "no" } })).toEqual(["start", "end"]);
  });

  it("is empty for a form without slides", () => {
    expect(slidePath({ slides: [] }, {})).toEqual([]);
  });
});

describe("isLastSlide", () => {
  it("is true for the last slide in order only", () => {
    expect(isLastSlide(branchingForm, "end")).toBe(true);
    expect(isLastSlide(branchingForm, "more")).toBe(false);
    expect(isLastSlide(branchingForm, "nowhere")).toBe(false);
  });
});
