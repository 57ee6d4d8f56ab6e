import type { NewQuestion } from "@core/callouts/builder";
import { editFormFor, type EditFormContext, type EditFormLabels } from "./edit-forms";
import { SCOPE_CLASS } from "./scope";
import { builderTemplates, type TemplateLabels } from "./templates";

// form.io 4 for the callout builder: loaded only on the builder's page, set up once. The
// palette holds the component types our renderer supports (SPEC section 3), each edited with
// a form trimmed to what it honours; nothing is fetched from form.io's CDN.

/** The component types of SPEC section 3 in the palette's groups, in the order shown. */
export const PALETTE = {
  questions: [
    "textfield",
    "textarea",
    "number",
    "email",
    "url",
    "phoneNumber",
    "checkbox",
    "selectboxes",
    "radio",
    "select",
  ],
  more: ["address", "currency", "datetime", "time", "signature", "file"],
  layout: ["content", "panel", "well", "tabs"],
} as const;

export type PaletteGroup = keyof typeof PALETTE;
export type PaletteType = (typeof PALETTE)[PaletteGroup][number];

/** The builder's words, already translated. */
export interface BuilderLabels {
  groups: Record<PaletteGroup, string>;
  types: Record<PaletteType, string>;
  editForm: EditFormLabels;
  templates: TemplateLabels;
  /** form.io's own words by their English text ("Drag and Drop a form component"). */
  formio: Record<string, string>;
}

/** What a builder needs of the page while it is open. */
export interface BuilderContext {
  labels: BuilderLabels;
  laterSlides: EditFormContext["laterSlides"];
  /** The label and key of a question added now ("Question 3"), not form.io's "Text Field". */
  newQuestion(): NewQuestion;
}

/** The part of form.io's builder this page uses. */
export interface FormioBuilder {
  readonly schema: { components: unknown[] };
  /** The edit dialog while one is open. */
  readonly dialog?: HTMLElement | null;
  /** The open dialog's form: its values are put in only once it is built. */
  readonly editForm?: {
    readonly submissionReady: Promise<unknown>;
    /** True while a change waits out form.io's debounce; it reports one change per 100 ms. */
    readonly changing?: boolean;
  } | null;
  on(event: "change" | "editComponent", listener: () => void): void;
  /** Adds the palette item `element` names to the slide, as Enter on it does. */
  addNewComponent(element: Element): void;
  destroy(): void;
}

// form.io's module is plain JavaScript with loose typings; these are the parts used, typed.
interface ComponentClass {
  builderInfo: Record<string, unknown> & { schema: Record<string, unknown> };
  editForm: (...overrides: unknown[]) => unknown;
  prototype: Record<string, unknown>;
}
/** The parts of form.io's tabs component that say which tab is shown. */
interface TabsComponent {
  currentTab: number;
  tabLinkKey: string;
  refs: Record<string, HTMLElement[] | undefined>;
}
/** The container and list a component dropped or added goes into. */
interface DropTarget extends Element {
  formioContainer: unknown[];
  formioComponent: { rebuild(): Promise<unknown> };
}
interface WebformBuilder {
  element: HTMLElement;
  findNamespaceRoot(component: unknown): unknown;
  getComponentInfo(key: string, group: string): unknown;
  editComponent(info: unknown, parent: DropTarget, isNew: boolean, ...rest: unknown[]): void;
}
interface FormioModule {
  Builders: { builders: { webform: { prototype: Record<string, unknown> } } };
  Formio: {
    cdn: { setBaseUrl(url: string): void };
    builder(element: HTMLElement, form: unknown, options: unknown): Promise<FormioBuilder>;
  };
  Components: { components: Record<string, ComponentClass> };
  Templates: {
    current: unknown;
    /** form.io's own (Bootstrap) templates, which the setter of `current` leaves as they are. */
    readonly defaultTemplates: Parameters<typeof builderTemplates>[1];
  };
  Utils: { Evaluator: { noeval: boolean } };
  /** form.io's `utils/builder`: gives a new component a key no other has. */
  BuilderUtils: { uniquify(container: unknown, component: unknown): void };
  /** Its CSS, scoped to the builder (./scoped-styles.ts). */
  adoptScopedStyles(): { remove(): void };
}

/** Where form.io would fetch what it lacks: this site, so nothing leaves it should it try. */
const NO_CDN = "/formio-cdn-disabled";

let context: BuilderContext | undefined;
let loading: Promise<FormioModule> | undefined;

function prepare(formio: FormioModule): FormioModule {
  formio.Formio.cdn.setBaseUrl(NO_CDN);
  // The dashboard's CSP allows no eval: form.io then fills `{{field}}` in its texts without
  // it, and runs none of the JavaScript a form may hold (our forms hold none).
  formio.Utils.Evaluator.noeval = true;
  const { components } = formio.Components;
  for (const type of Object.values(PALETTE).flat()) {
    const component = components[type];
    if (!component) continue;
    component.editForm = () => {
      if (!context) throw new Error("The callout builder's form.io has no page");
      return editFormFor(type, {
        labels: context.labels.editForm,
        laterSlides: context.laterSlides,
      });
    };
  }
  // The tab shown says so to screen readers (see the tab template) as another is chosen.
  const tabs = components.tabs?.prototype;
  if (tabs) {
    const setTab = tabs.setTab as (this: TabsComponent, index: number) => void;
    tabs.setTab = function (this: TabsComponent, index: number) {
      setTab.call(this, index);
      this.refs[this.tabLinkKey]?.forEach((link, at) =>
        link.setAttribute("aria-selected", String(at === this.currentTab)),
      );
    };
  }
  // A date's calendar comes from form.io's CDN: in the builder a date question shows as the
  // plain input it falls back to (the page's preview shows it as readers get it).
  const dateTime = components.datetime;
  if (dateTime) dateTime.prototype.createWidget = () => null;
  // A question from the palette, dragged or added by keyboard, is "Question 3" rather than
  // form.io's name of its type; its key follows its label until the dialog is saved.
  const webform = formio.Builders.builders.webform.prototype;
  const componentInfo = webform.getComponentInfo as WebformBuilder["getComponentInfo"];
  const questionTypes: readonly string[] = [...PALETTE.questions, ...PALETTE.more];
  webform.getComponentInfo = function (this: WebformBuilder, key: string, group: string) {
    const info = componentInfo.call(this, key, group) as Record<string, unknown> | undefined;
    if (info && context && questionTypes.includes(String(info.type))) {
      Object.assign(info, context.newQuestion());
    }
    return info;
  };
  // A component added from the palette with the keyboard goes last, where a new question
  // belongs (form.io puts it first).
  webform.addNewComponent = function (this: WebformBuilder, element: Element) {
    const target = this.element.querySelector(".formio-builder-form") as DropTarget | null;
    const key = element.getAttribute("data-key");
    const group = element.getAttribute("data-group");
    if (!target || !key || !group) return;
    const info = this.getComponentInfo(key, group);
    formio.BuilderUtils.uniquify(this.findNamespaceRoot(target.formioComponent), info);
    this.editComponent(info, target, true, null, null);
    target.formioContainer.push(info);
    void target.formioComponent.rebuild();
  };
  return formio;
}

/**
 * A CommonJS module's `exports.default`: bundlers hand it over as the namespace's `default`,
 * or as the `default` of that when they keep `__esModule` modules whole.
 */
function defaultExport(namespace: { default?: unknown }): unknown {
  const outer = namespace.default as { default?: unknown; __esModule?: boolean } | undefined;
  return outer?.__esModule && outer.default !== undefined ? outer.default : outer;
}

function loadFormio(): Promise<FormioModule> {
  loading ??= Promise.all([
    import("formiojs"),
    import("formiojs/utils/builder"),
    import("./scoped-styles"),
  ]).then(
    ([module, builderUtils, styles]) =>
      prepare({
        ...module,
        BuilderUtils: defaultExport(builderUtils),
        adoptScopedStyles: styles.adoptScopedStyles,
      } as unknown as FormioModule),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** Starts loading form.io, e.g. when the content tab is about to show. */
export function preloadFormio(): void {
  void loadFormio().catch(() => undefined);
}

function palette(formio: FormioModule, labels: BuilderLabels) {
  const groups: Record<string, unknown> = {
    basic: false,
    advanced: false,
    layout: false,
    data: false,
    premium: false,
    resource: false,
  };
  (Object.keys(PALETTE) as PaletteGroup[]).forEach((group, index) => {
    groups[`agora-${group}`] = {
      title: labels.groups[group],
      weight: index * 10,
      default: index === 0,
      components: Object.fromEntries(
        PALETTE[group].flatMap((type) => {
          const info = formio.Components.components[type]?.builderInfo;
          return info ? [[type, { ...info, title: labels.types[type] }]] : [];
        }),
      ),
    };
  });
  return groups;
}

/**
 * A form.io builder for one slide's components in `element` (which it then owns), with the
 * page's words and slides; `styles.remove()` takes its CSS away again.
 */
export async function createBuilder(
  element: HTMLElement,
  components: readonly unknown[],
  pageContext: BuilderContext,
): Promise<{ builder: FormioBuilder; styles: { remove(): void } }> {
  const formio = await loadFormio();
  context = pageContext;
  const { labels } = pageContext;
  formio.Templates.current = builderTemplates(labels.templates, formio.Templates.defaultTemplates);
  const styles = formio.adoptScopedStyles();
  element.classList.add(SCOPE_CLASS);
  const language = document.documentElement.lang || "en";
  try {
    const builder = await formio.Formio.builder(
      element,
      // form.io changes the form it is given.
      { display: "form", components: structuredClone(components) },
      {
        noDefaultSubmitButton: true,
        // The palette sits above the slide: it needs no moving along as the page scrolls.
        sideBarScroll: false,
        keyboardBuilder: true,
        // The edit dialog is added to the page's body: it takes the scope of the styles too.
        dialogAttr: { class: SCOPE_CLASS },
        builder: palette(formio, labels),
        // form.io writes its language into each field's `lang`: the page's own, so a screen
        // reader is told a language it knows.
        language,
        i18n: { [language]: labels.formio },
      },
    );
    // form.io adds a palette item on Enter only; Space presses a button too. Listened to on
    // the builder's element, as the palette is drawn again when searched.
    element.addEventListener("keydown", (event) => {
      const item =
        event.target instanceof Element && event.target.closest('[ref="sidebar-component"]');
      if (event.key !== " " || !item) return;
      // Not the click a button's Space makes on release, nor a scroll.
      event.preventDefault();
      builder.addNewComponent(item);
    });
    return { builder, styles };
  } catch (error) {
    styles.remove();
    throw error;
  }
}
