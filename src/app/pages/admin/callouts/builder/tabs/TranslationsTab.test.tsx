// @vitest-environment happy-dom
import { useEffect } from "react";
import { describe, expect, it } from "vitest";
import { CreateCallout } from "@core/callouts";
import {
  calloutBody,
  emptyTranslation,
  newBuilderValues,
  type BuilderValues,
} from "@core/callouts/builder";
import { fieldLabelled, fillIn } from "@tests/support/ui/form";
import { useForm } from "@ui/form";
import { render } from "@ui/testing/render";
import { merge, split } from "../form-values";
import { builderLabels } from "../labels";
import { TranslationsTab } from "./TranslationsTab";

let body: CreateCallout | undefined;

function Translations({ start }: { start: BuilderValues }) {
  const form = useForm({
    id: "callout",
    initial: split(start).values,
    labels: builderLabels({ de: "Deutsch" }),
    schema: CreateCallout,
    toBody: (values) => calloutBody(merge(values, {}), { isNew: true, slugLocked: false }),
  });
  useEffect(() => {
    body = calloutBody(merge(form.values, {}), { isNew: true, slugLocked: false });
  });
  return (
    <TranslationsTab
      form={form}
      builder={merge(form.values, {})}
      languages={[{ name: "de", label: "Deutsch" }]}
      meta={{ slug: "", status: "new", slugLocked: false, starts: null, expires: null }}
    />
  );
}

function callout(sendResponseEmail: boolean): BuilderValues {
  const values = newBuilderValues("slide1");
  values.title = "Tap water";
  values.sendResponseEmail = sendResponseEmail;
  values.responseEmailSubject = "Your answers";
  values.responseLinkText = { CALLOUTLINK: "Read the story" };
  values.locales = ["de"];
  values.variants = { de: emptyTranslation() };
  return values;
}

describe("the builder's translations", () => {
  it("translate the copy of the answers, its link included, when the callout sends one", () => {
    const { container, unmount } = render(<Translations start={callout(true)} />);
    expect(container.textContent).toContain("Read the story");
    fillIn(fieldLabelled(container, "Subject of the copy in Deutsch"), "Deine Antworten");
    fillIn(
      fieldLabelled(container, "Text of the link to the callout in Deutsch"),
      "Zur Geschichte",
    );
    expect(body?.variants.de).toMatchObject({
      responseEmailSubject: "Deine Antworten",
      responseLinkText: { CALLOUTLINK: "Zur Geschichte" },
    });
    expect(body?.variants.default).toMatchObject({
      responseEmailSubject: "Your answers",
      responseLinkText: { CALLOUTLINK: "Read the story" },
    });
    unmount();
  });

  it("leave it out when the callout sends none", () => {
    const { container, unmount } = render(<Translations start={callout(false)} />);
    expect(() => fieldLabelled(container, "Subject of the copy in Deutsch")).toThrow();
    unmount();
  });
});
