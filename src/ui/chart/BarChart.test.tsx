// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { render, type Rendered } from "../testing/render";
import { BarChart, type BarDatum } from "./BarChart";

const DAYS: BarDatum[] = [
  { key: "2026-03-01", label: "Mar 1", value: 3 },
  { key: "2026-03-02", label: "Mar 2", value: 0 },
  { key: "2026-03-03", label: "Mar 3", value: 7 },
];

let view: Rendered;
afterEach(() => view.unmount());

const chart = () =>
  render(
    <BarChart
      title="Responses per day"
      summary="10 responses in 3 days."
      data={DAYS}
      labelHeader="Day"
      valueHeader="Responses"
    />,
  );

describe("BarChart", () => {
  it("names the figure by its caption and says what it shows in words", () => {
    view = chart();
    const figure = view.container.querySelector("figure")!;
    const title = document.getElementById(figure.getAttribute("aria-labelledby")!);
    expect(title?.textContent).toBe("Responses per day");
    expect(figure.textContent).toContain("10 responses in 3 days.");
  });

  it("draws a bar per value against an axis rounded up, the drawing hidden from screen readers", () => {
    view = chart();
    const drawing = view.container.querySelector("svg")!;
    expect(drawing.closest('[aria-hidden="true"]')).not.toBeNull();
    const bars = [...drawing.querySelectorAll("rect")];
    expect(bars.map((rect) => rect.getAttribute("height"))).toEqual(["37.5", "0", "87.5"]);
    expect(bars.map((rect) => rect.textContent)).toEqual(["Mar 1: 3", "Mar 2: 0", "Mar 3: 7"]);
    const axis = [...view.container.querySelectorAll('[aria-hidden="true"] span')].map(
      (span) => span.textContent,
    );
    expect(axis).toEqual(["0", "2", "4", "6", "8", "Mar 1", "Mar 2", "Mar 3"]);
  });

  it("gives the numbers as a table too", () => {
    view = chart();
    const rows = [...view.container.querySelectorAll("details tbody tr")].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ["Mar 1", "3"],
      ["Mar 2", "0"],
      ["Mar 3", "7"],
    ]);
    expect(view.container.querySelector("details summary")?.textContent).toBe(
      "Show the numbers: Responses per day",
    );
  });
});
