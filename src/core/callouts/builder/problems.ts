import type { FormComponent } from "../../forms/schema";
import { flattenComponents, inputComponents, optionsOf } from "../../forms/walk";
import type { CalloutStatus } from "../status";
import { localInputToDate } from "./dates";
import { accessOf } from "./to-callout";
import type { BuilderSlide, BuilderValues } from "./values";

// What keeps the builder from saving or publishing, beyond what the request's schema checks
// (lengths, formats, zooms): each problem names the value it concerns, so the screen shows it
// next to that field and marks its tab. Codes, not words: the dashboard words them.

/** The builder's tabs, in order. */
export const BUILDER_TABS = [
  "content",
  "titleImage",
  "settings",
  "display",
  "translations",
] as const;
export type BuilderTab = (typeof BUILDER_TABS)[number];

const TAB_OF_FIELD: Record<string, BuilderTab> = {
  slides: "content",
  intro: "content",
  endMessage: "content",
  thanksTitle: "content",
  thanksText: "content",
  thanksRedirect: "content",
  thanksNextSteps: "content",
  title: "titleImage",
  excerpt: "titleImage",
  image: "titleImage",
  autoSlug: "titleImage",
  slug: "titleImage",
  shareOverride: "titleImage",
  shareTitle: "titleImage",
  shareDescription: "titleImage",
  responseViewSchema: "display",
  locales: "translations",
  variants: "translations",
};

/** The tab that shows the value at `path` (a path into the builder's values). */
export function tabOf(path: string): BuilderTab {
  return TAB_OF_FIELD[path.split(".", 1)[0] ?? ""] ?? "settings";
}

/**
 * `save`: the server would refuse the callout, so nothing can be saved. `publish`: a draft
 * can be saved, but readers must not get the callout like this.
 */
export type ProblemLevel = "save" | "publish";

export type BuilderProblemCode =
  | "title"
  | "slide-title"
  | "slide-empty"
  | "slide-leads-back"
  | "option-leads-back"
  | "invalid-key"
  | "duplicate-key"
  | "invalid-pattern"
  | "intro"
  | "thanks-title"
  | "thanks-text"
  | "thanks-redirect"
  | "excerpt"
  | "slug"
  | "share-title"
  | "share-description"
  | "starts"
  | "expires"
  | "expires-before-starts"
  | "expires-past"
  | "newsletter-title"
  | "newsletter-opt-in"
  | "newsletter-group-id"
  | "newsletter-group-label"
  | "newsletter-group-duplicate"
  | "display-kind"
  | "buckets"
  | "title-prop"
  | "image-prop"
  | "address-prop"
  | "prop-missing";

export interface BuilderProblem {
  /** The value it concerns, as a path into the builder's values. */
  path: string;
  code: BuilderProblemCode;
  level: ProblemLevel;
  /** What the wording needs: a slide's number, a question's key. */
  params?: Record<string, string | number>;
}

/** Where the callout stands, which decides what the dates must be. */
export interface ProblemContext {
  status: CalloutStatus | "new";
  /** The stored start, for a callout that has opened. */
  starts: string | null;
  /** Published once: the slug can no longer change. */
  slugLocked: boolean;
  now: Date;
}

/** Keys answers are stored under, as `formProblems` (src/core/forms/integrity.ts) checks them. */
const KEY = /^[A-Za-z0-9_.-]{1,100}$/;

const isBlank = (text: string | null | undefined) => !text || text.trim() === "";

/** HTML with no text in it: the rich-text editor's empty value, or tags alone. */
export function isBlankHtml(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, "")
      .replace(/&nbsp;/g, " ")
      .trim() === ""
  );
}

function compiles(pattern: string): boolean {
  for (const flags of ["u", ""]) {
    try {
      new RegExp(pattern, flags);
      return true;
    } catch {
      // Tried without the u flag next, as form.io reads patterns.
    }
  }
  return false;
}

function slideProblems(slides: readonly BuilderSlide[], add: (problem: BuilderProblem) => void) {
  const position = new Map(slides.map((slide, index) => [slide.id, index]));
  const leadsForward = (from: number, target: string | null | undefined) =>
    !target || (position.get(target) ?? -1) > from;
  slides.forEach((slide, index) => {
    const at = `slides.${index}`;
    const params = { slide: index + 1 };
    if (isBlank(slide.title))
      add({ path: `${at}.title`, code: "slide-title", level: "publish", params });
    if (slide.components.length === 0) {
      add({ path: `${at}.components`, code: "slide-empty", level: "publish", params });
    }
    if (!leadsForward(index, slide.nextSlideId)) {
      add({ path: `${at}.nextSlideId`, code: "slide-leads-back", level: "save", params });
    }
    const keys = new Set<string>();
    for (const component of inputComponents(slide)) {
      const key = component.key;
      if (!KEY.test(key) || key === "__proto__") {
        add({
          path: `${at}.components`,
          code: "invalid-key",
          level: "save",
          params: { ...params, key },
        });
      } else if (keys.has(key)) {
        add({
          path: `${at}.components`,
          code: "duplicate-key",
          level: "save",
          params: { ...params, key },
        });
      }
      keys.add(key);
      for (const option of optionsOf(component)) {
        if (!leadsForward(index, option.nextSlideId)) {
          add({
            path: `${at}.components`,
            code: "option-leads-back",
            level: "save",
            params: { ...params, question: component.label || key, option: option.label },
          });
        }
      }
    }
    for (const component of flattenComponents(slide.components)) {
      const pattern = "validate" in component ? component.validate?.pattern : undefined;
      if (pattern && !compiles(pattern)) {
        add({
          path: `${at}.components`,
          code: "invalid-pattern",
          level: "save",
          params: { ...params, key: component.key ?? "" },
        });
      }
    }
  });
}

/** `<slideId>.<key>` of each input of the form that `accepts` takes, as response views name them. */
export function answerPaths(
  slides: readonly BuilderSlide[],
  accepts: (component: FormComponent) => boolean = () => true,
): string[] {
  return slides.flatMap((slide) =>
    inputComponents(slide)
      .filter(accepts)
      .map((component) => `${slide.id}.${component.key}`),
  );
}

function displayProblems(values: BuilderValues, add: (problem: BuilderProblem) => void) {
  const view = values.responseViewSchema;
  if (!view.enabled) return;
  const at = "responseViewSchema";
  const exists = (path: string, accepts?: (component: FormComponent) => boolean) =>
    answerPaths(values.slides, accepts).includes(path);
  if (!view.gallery && !view.mapEnabled) {
    add({ path: `${at}.gallery`, code: "display-kind", level: "publish" });
  }
  if (view.buckets.length === 0) add({ path: `${at}.buckets`, code: "buckets", level: "publish" });
  if (isBlank(view.titleProp)) {
    add({ path: `${at}.titleProp`, code: "title-prop", level: "publish" });
  } else if (!exists(view.titleProp)) {
    add({ path: `${at}.titleProp`, code: "prop-missing", level: "publish" });
  }
  if (view.gallery && isBlank(view.imageProp)) {
    add({ path: `${at}.imageProp`, code: "image-prop", level: "publish" });
  } else if (!isBlank(view.imageProp) && !exists(view.imageProp, (c) => c.type === "file")) {
    add({ path: `${at}.imageProp`, code: "prop-missing", level: "publish" });
  }
  if (!view.mapEnabled) return;
  const address = view.map.addressProp;
  if (isBlank(address)) {
    add({ path: `${at}.map.addressProp`, code: "address-prop", level: "publish" });
  } else if (!exists(address, (c) => c.type === "address")) {
    add({ path: `${at}.map.addressProp`, code: "prop-missing", level: "publish" });
  }
  const patternProp = view.map.addressPatternProp;
  if (!isBlank(patternProp) && !exists(patternProp)) {
    add({ path: `${at}.map.addressPatternProp`, code: "prop-missing", level: "publish" });
  }
}

function dateProblems(
  values: BuilderValues,
  context: ProblemContext,
  add: (problem: BuilderProblem) => void,
) {
  const { status, now } = context;
  const schedulable = status === "new" || status === "draft" || status === "scheduled";
  let starts: Date | undefined;
  if (schedulable && values.startMode === "date") {
    starts = localInputToDate(values.starts);
    if (!starts) add({ path: "starts", code: "starts", level: "publish" });
  } else if (!schedulable && context.starts) {
    starts = new Date(context.starts);
  }
  if (values.endMode !== "date") return;
  const expires = localInputToDate(values.expires);
  if (!expires) {
    add({ path: "expires", code: "expires", level: "publish" });
  } else if (starts && expires <= starts) {
    add({ path: "expires", code: "expires-before-starts", level: "publish" });
  } else if ((status === "new" || status === "draft") && expires <= now) {
    add({ path: "expires", code: "expires-past", level: "publish" });
  }
}

function newsletterProblems(values: BuilderValues, add: (problem: BuilderProblem) => void) {
  const newsletter = values.newsletterSchema;
  if (!newsletter.enabled || accessOf(values) === "only-anonymous") return;
  const at = "newsletterSchema";
  if (isBlank(newsletter.title))
    add({ path: `${at}.title`, code: "newsletter-title", level: "publish" });
  if (isBlank(newsletter.optIn)) {
    add({ path: `${at}.optIn`, code: "newsletter-opt-in", level: "publish" });
  }
  const ids = new Set<string>();
  newsletter.groups.forEach((group, index) => {
    const params = { group: index + 1 };
    if (isBlank(group.id)) {
      add({
        path: `${at}.groups.${index}.id`,
        code: "newsletter-group-id",
        level: "publish",
        params,
      });
    } else if (ids.has(group.id.trim())) {
      add({
        path: `${at}.groups.${index}.id`,
        code: "newsletter-group-duplicate",
        level: "publish",
        params,
      });
    }
    ids.add(group.id.trim());
    if (isBlank(group.label)) {
      add({
        path: `${at}.groups.${index}.label`,
        code: "newsletter-group-label",
        level: "publish",
        params,
      });
    }
  });
}

/** Everything that keeps these values from being saved, or published, in reading order. */
export function builderProblems(values: BuilderValues, context: ProblemContext): BuilderProblem[] {
  const problems: BuilderProblem[] = [];
  const add = (problem: BuilderProblem) => problems.push(problem);

  slideProblems(values.slides, add);
  if (isBlankHtml(values.intro)) add({ path: "intro", code: "intro", level: "publish" });
  if (values.endMessage === "redirect") {
    if (isBlank(values.thanksRedirect)) {
      add({ path: "thanksRedirect", code: "thanks-redirect", level: "publish" });
    }
  } else {
    if (isBlank(values.thanksTitle))
      add({ path: "thanksTitle", code: "thanks-title", level: "publish" });
    if (isBlankHtml(values.thanksText))
      add({ path: "thanksText", code: "thanks-text", level: "publish" });
  }

  if (isBlank(values.title)) add({ path: "title", code: "title", level: "save" });
  if (isBlank(values.excerpt)) add({ path: "excerpt", code: "excerpt", level: "publish" });
  if (!context.slugLocked && !values.autoSlug && isBlank(values.slug)) {
    add({ path: "slug", code: "slug", level: "save" });
  }
  if (values.shareOverride) {
    if (isBlank(values.shareTitle))
      add({ path: "shareTitle", code: "share-title", level: "publish" });
    if (isBlank(values.shareDescription)) {
      add({ path: "shareDescription", code: "share-description", level: "publish" });
    }
  }

  dateProblems(values, context, add);
  newsletterProblems(values, add);
  displayProblems(values, add);
  return problems;
}
