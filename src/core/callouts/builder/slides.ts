import type { ChoiceOption, FormComponent } from "../../forms/schema";
import { decisionComponent } from "../../forms/navigation";
import { flattenComponents, isInputComponent, optionsOf } from "../../forms/walk";
import { emptySlide, type BuilderSlide, type BuilderValues } from "./values";

// Slides: adding, moving and deleting them, and where each may lead. A slide only ever leads
// forward (`src/core/forms/navigation.ts`), so the choices of "next slide" are later slides.

const ID_ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyz";

/** A new slide id, `slide` and six random characters, unlike any of `taken`. */
export function newSlideId(taken: Iterable<string>): string {
  const used = new Set(taken);
  for (;;) {
    const random = crypto.getRandomValues(new Uint8Array(6));
    const id = `slide${Array.from(random, (byte) => ID_ALPHABET[byte % 36]).join("")}`;
    if (!used.has(id)) return id;
  }
}

/** The slides with a new empty one after `index` (at the end by default). */
export function addSlide(
  slides: readonly BuilderSlide[],
  index = slides.length - 1,
): { slides: BuilderSlide[]; added: BuilderSlide } {
  const added = emptySlide(newSlideId(slides.map((slide) => slide.id)));
  const next = [...slides];
  next.splice(index + 1, 0, added);
  return { slides: next, added };
}

/** The slides with the one at `from` moved to `to`. */
export function moveSlide(
  slides: readonly BuilderSlide[],
  from: number,
  to: number,
): BuilderSlide[] {
  if (to < 0 || to >= slides.length || from === to) return [...slides];
  const next = [...slides];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved!);
  return next;
}

function withoutTarget(components: FormComponent[], target: string): FormComponent[] {
  const drop = (option: ChoiceOption): ChoiceOption =>
    option.nextSlideId === target ? { ...option, nextSlideId: "" } : option;
  return components.map((component) => {
    switch (component.type) {
      case "radio":
      case "selectboxes":
        return component.values ? { ...component, values: component.values.map(drop) } : component;
      case "select":
        return component.data?.values
          ? { ...component, data: { ...component.data, values: component.data.values.map(drop) } }
          : component;
      case "panel":
      case "well":
        return { ...component, components: withoutTarget(component.components, target) };
      case "tabs":
        return {
          ...component,
          components: component.components.map((tab) => ({
            ...tab,
            components: withoutTarget(tab.components, target),
          })),
        };
      default:
        return component;
    }
  });
}

/**
 * The values without the slide at `index`: what led to it leads to the next slide instead,
 * and its button texts go from every translation.
 */
export function removeSlide(values: BuilderValues, index: number): BuilderValues {
  const gone = values.slides[index];
  if (!gone || values.slides.length <= 1) return values;
  const slides = values.slides
    .filter((_, at) => at !== index)
    .map((slide) => ({
      ...slide,
      nextSlideId: slide.nextSlideId === gone.id ? "" : slide.nextSlideId,
      components: withoutTarget(slide.components, gone.id),
    }));
  const variants = Object.fromEntries(
    Object.entries(values.variants).map(([name, translation]) => {
      const navigation = { ...translation.slideNavigation };
      delete navigation[gone.id];
      return [name, { ...translation, slideNavigation: navigation }];
    }),
  );
  return { ...values, slides, variants };
}

/** The slides after `index`, which it may lead to. */
export function laterSlides(slides: readonly BuilderSlide[], index: number): BuilderSlide[] {
  return slides.slice(index + 1);
}

/**
 * Where the slide at `index` may lead, in order: the slides its decision question's options
 * name, its own next slide (or the next in order). Only later slides count, as for readers.
 */
export function possibleNextSlides(slides: readonly BuilderSlide[], index: number): string[] {
  const slide = slides[index];
  if (!slide || index === slides.length - 1) return [];
  const later = new Set(laterSlides(slides, index).map((candidate) => candidate.id));
  const targets: string[] = [];
  const add = (id: string | null | undefined) => {
    if (id && later.has(id) && !targets.includes(id)) targets.push(id);
  };
  const decision = decisionComponent(slide);
  const options = decision ? optionsOf(decision) : [];
  for (const option of options) add(option.nextSlideId);
  // Options that name no slide, and a slide without a decision, go the slide's own way.
  if (
    !decision ||
    options.some((option) => !option.nextSlideId || !later.has(option.nextSlideId))
  ) {
    add(slide.nextSlideId || slides[index + 1]?.id);
  }
  const order = (id: string) => slides.findIndex((candidate) => candidate.id === id);
  return targets.sort((a, b) => order(a) - order(b));
}

/** The label of the slide's first labelled question: a title for a slide that has none. */
export function suggestedTitle(slide: Pick<BuilderSlide, "components">): string | undefined {
  for (const component of flattenComponents(slide.components)) {
    if (isInputComponent(component) && component.label?.trim()) return component.label.trim();
  }
  return undefined;
}
