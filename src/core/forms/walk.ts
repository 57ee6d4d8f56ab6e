import { INPUT_TYPES } from "./component-types";
import type {
  ChoiceOption,
  ContainerComponent,
  FormComponent,
  FormSchema,
  InputComponent,
  Slide,
} from "./schema";

const inputTypes: ReadonlySet<string> = new Set(INPUT_TYPES);

export function isInputComponent(component: FormComponent): component is InputComponent {
  return inputTypes.has(component.type);
}

export function isContainer(component: FormComponent): component is ContainerComponent {
  return component.type === "panel" || component.type === "well" || component.type === "tabs";
}

/** The components directly inside a container; a `tabs` container's tabs are flattened. */
export function childrenOf(container: ContainerComponent): FormComponent[] {
  return container.type === "tabs"
    ? container.components.flatMap((tab) => tab.components)
    : container.components;
}

/**
 * Every component that is not a container, in reading order, with the contents of panels,
 * wells and tabs in their place: their answers sit flat in the slide's answers. `skip` leaves
 * out a component, and all a container holds.
 */
export function flattenComponents(
  components: readonly FormComponent[],
  skip: (component: FormComponent) => boolean = () => false,
): FormComponent[] {
  return components.flatMap((component) => {
    if (skip(component)) return [];
    return isContainer(component) ? flattenComponents(childrenOf(component), skip) : [component];
  });
}

/** Whether readers see and answer a component (admin-only and hidden ones they do not). */
export function isForReaders(component: FormComponent): boolean {
  return !component.hidden && !component.adminOnly;
}

/** The components of a slide that take an answer, containers flattened. */
export function inputComponents(slide: Pick<Slide, "components">): InputComponent[] {
  return flattenComponents(slide.components).filter(isInputComponent);
}

/**
 * The inputs readers answer: not hidden, not admin-only, and not inside a hidden or admin-only
 * container.
 */
export function readerInputs(slide: Pick<Slide, "components">): InputComponent[] {
  return flattenComponents(slide.components, (component) => !isForReaders(component)).filter(
    isInputComponent,
  );
}

/** Keys of the inputs only admins fill in, themselves or through their container. */
export function adminOnlyKeys(slide: Pick<Slide, "components">): Set<string> {
  const open = flattenComponents(slide.components, (component) => Boolean(component.adminOnly));
  const keys = new Set(inputComponents(slide).map((component) => component.key));
  for (const component of open) if (isInputComponent(component)) keys.delete(component.key);
  return keys;
}

export function findSlide(form: FormSchema, slideId: string): Slide | undefined {
  return form.slides.find((slide) => slide.id === slideId);
}

/** A slide's input component by its key. */
export function findInput(slide: Slide, key: string): InputComponent | undefined {
  return inputComponents(slide).find((component) => component.key === key);
}

/** Whether a component takes a list of answers. Choices and signatures never do. */
export function allowsMultiple(component: InputComponent): boolean {
  return (
    Boolean(component.multiple) &&
    !["checkbox", "radio", "selectboxes", "signature"].includes(component.type)
  );
}

/** The options of a select, radio or select boxes component; none for other types. */
export function optionsOf(component: InputComponent): ChoiceOption[] {
  if (component.type === "select") return component.data?.values ?? [];
  if (component.type === "radio" || component.type === "selectboxes") {
    return component.values ?? [];
  }
  return [];
}
