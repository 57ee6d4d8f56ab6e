import { existsSync } from "node:fs";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { validate } from "superstruct";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Callout, CalloutPage, CalloutResponseMapPage } from "@core/callouts";
import { CreateCallout } from "@core/callouts";
import {
  COMPONENT_TYPES,
  flattenComponents,
  inputComponents,
  optionsOf,
  validateAnswers,
  type FormComponent,
} from "@core/forms";
import { calloutResponses, callouts, content } from "../../db/schema";
import { findProjectRoot } from "../../project-root";
import { buildTestApp } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import { seedDemoContent } from ".";
import { demoCallouts } from "./callouts";

const database = testDatabasePerFile();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ database: database() });
  await database().db.delete(content);
  await seedDemoContent(database().db, true);
});
afterAll(() => app.close());

/** Every component, containers and the tabs inside `tabs` included. */
function everyComponent(components: readonly FormComponent[]): FormComponent[] {
  return components.flatMap((component) => {
    if (component.type === "tabs") {
      return [component, ...component.components.flatMap((tab) => everyComponent(tab.components))];
    }
    if (component.type === "panel" || component.type === "well") {
      return [component, ...everyComponent(component.components)];
    }
    return [component];
  });
}

const byTitle = (title: RegExp) =>
  demoCallouts().find((demo) => title.test(demo.body.variants.default?.title ?? ""));

describe("the demo callouts", () => {
  it("are valid callouts whose sample answers pass their own form's rules", () => {
    for (const { body, responses = [] } of demoCallouts()) {
      const [error] = validate(body, CreateCallout);
      expect(error?.failures() ?? [], body.slug).toEqual([]);
      for (const response of responses) {
        expect(validateAnswers(body.formSchema, response.answers), body.slug).toEqual([]);
      }
    }
  });

  it("show every component type in one form", () => {
    const types = demoCallouts().map(
      ({ body }) =>
        new Set(
          body.formSchema.slides
            .flatMap((slide) => everyComponent(slide.components))
            .map((c) => c.type),
        ),
    );
    expect(types.some((found) => COMPONENT_TYPES.every((type) => found.has(type)))).toBe(true);
  });

  it("include a form that branches to different slides by the answer to a radio", () => {
    const branching = demoCallouts().find(({ body }) =>
      body.formSchema.slides.some((slide) =>
        inputComponents(slide).some(
          (component) =>
            component.type === "radio" &&
            new Set(optionsOf(component).map((option) => option.nextSlideId)).size > 1,
        ),
      ),
    );
    expect(branching).toBeDefined();
  });

  it("include one for members only and one in German too", () => {
    expect(demoCallouts().some(({ body }) => body.access === "member")).toBe(true);
    const translated = demoCallouts().find(({ body }) => body.variants.de);
    expect(translated).toBeDefined();
    const german = translated?.body.variants.de?.componentText ?? {};
    for (const slide of translated?.body.formSchema.slides ?? []) {
      expect(german[slide.title ?? ""], slide.title ?? "").toBeTruthy();
      for (const component of flattenComponents(slide.components)) {
        if ("label" in component && component.label) {
          expect(german[component.label], component.label).toBeTruthy();
        }
      }
    }
  });

  it("ship the pictures they show", () => {
    const root = findProjectRoot();
    const paths = demoCallouts().flatMap(({ body, responses = [] }) => [
      body.image ?? "",
      ...responses.flatMap((response) =>
        Object.values(response.answers).flatMap((slide) =>
          Object.values(slide).flatMap((value) =>
            Array.isArray(value) ? value.map((file: { url: string }) => file.url) : [],
          ),
        ),
      ),
    ]);
    for (const path of paths.filter(Boolean)) {
      expect(existsSync(join(root, "public", path)), path).toBe(true);
    }
  });
});

describe("seeding", () => {
  it("lists the open callouts and the ended one to readers", async () => {
    const page = (await app.inject({ url: "/api/1.0/callout?limit=100" })).json<CalloutPage>();
    expect(page.total).toBe(6);
    expect(page.items.filter((item) => item.status === "open")).toHaveLength(5);
    expect(page.items.filter((item) => item.status === "ended")).toHaveLength(1);
  });

  it("serves the German texts of the translated callout", async () => {
    const slug = byTitle(/^Housing/)?.body.slug ?? "";
    const callout = (
      await app.inject({ url: `/api/1.0/callout/${slug}?variant=de&with=form` })
    ).json<Callout>();
    expect(callout.title).toBe("Wohnkosten: Was zahlen Sie?");
    expect(callout.formSchema?.componentText?.District).toBe("Stadtteil");
    expect(callout.formSchema?.slides[0]?.navigation?.nextText).toBe("Weiter");
  });

  it("shows only the checked flood reports on the public map", async () => {
    const slug = byTitle(/water stand/)?.body.slug ?? "";
    const page = (
      await app.inject({ url: `/api/1.0/callout/${slug}/responses/map` })
    ).json<CalloutResponseMapPage>();
    expect(page.total).toBe(5);
    for (const item of page.items) {
      expect(item.title).not.toBe("");
      expect(item.photos).toHaveLength(1);
      expect(item.address?.geometry?.location.lat).toBeCloseTo(51.45, 1);
      expect(JSON.stringify(item.answers)).not.toContain("verification");
    }
  });

  it("numbers the sample responses so new ones follow on", async () => {
    const slug = byTitle(/water stand/)?.body.slug ?? "";
    const response = await app.inject({
      method: "POST",
      url: `/api/1.0/callout/${slug}/responses`,
      payload: {
        answers: {
          report: {
            headline: "Flooded steps",
            where: { formatted_address: "Harbour Steps" },
          },
        },
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [saved] = await database()
      .db.select({ number: calloutResponses.number })
      .from(calloutResponses)
      .where(eq(calloutResponses.id, response.json<{ id: string }>().id));
    expect(saved?.number).toBe(9);
  });

  it("happens once: a second start adds nothing", async () => {
    const before = await database().db.select().from(callouts);
    expect(await seedDemoContent(database().db, true)).toBe(false);
    expect(await database().db.select().from(callouts)).toHaveLength(before.length);
  });
});
