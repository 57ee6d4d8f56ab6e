// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { builderTemplates, type TemplateLabels } from "./templates";

const labels = { dragRow: "Drag to move" } as TemplateLabels;
const drawn = (html: string) => {
  const box = document.createElement("div");
  box.innerHTML = html;
  return box;
};

describe("form.io's templates of the callout builder", () => {
  it("draws a tabs component's links as the tabs, the shown one selected", () => {
    const templates = builderTemplates(labels, { datagrid: { form: () => "" } });
    const box = drawn(
      templates.tab.form({
        t: (text) => text,
        component: {
          components: [
            { key: "display", label: "Question" },
            { key: "api", label: "Advanced <b>" },
          ],
        },
        currentTab: 1,
        tabKey: "tab-tabs",
        tabLikey: "tabLi-tabs",
        tabLinkKey: "tabLink-tabs",
        tabComponents: ["<p>one</p>", "<p>two</p>"],
      }),
    );
    const tabs = [...box.querySelectorAll('[role="tablist"] [role="tab"]')];
    expect(
      tabs.map((tab) => [tab.tagName, tab.textContent, tab.getAttribute("aria-selected")]),
    ).toEqual([
      ["A", "Question", "false"],
      ["A", "Advanced <b>", "true"],
    ]);
    expect([...box.querySelectorAll("li")].map((item) => item.getAttribute("role"))).toEqual([
      "presentation",
      "presentation",
    ]);
    const panels = [...box.querySelectorAll<HTMLElement>('[role="tabpanel"]')];
    expect(panels.map((panel) => panel.style.display)).toEqual(["none", "block"]);
  });

  it("keeps a row's pointer-only drag handle out of the keyboard's and screen readers' way", () => {
    const templates = builderTemplates(labels, {
      datagrid: {
        form: () =>
          '<table><tr><td><button type="button" class="formio-drag-button btn"></button></td></tr></table>',
      },
    });
    const handle = drawn(templates.datagrid.form({})).querySelector("button")!;
    expect(handle.getAttribute("tabindex")).toBe("-1");
    expect(handle.getAttribute("aria-hidden")).toBe("true");
    expect(handle.title).toBe("Drag to move");
  });
});
