// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { render, type Rendered } from "../testing/render";
import { redirectTarget } from "./links";
import { makeCallout } from "@tests/support/ui/callout";
import { ThanksView } from "./ThanksView";

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

const link = () => view!.container.querySelector("a");

describe("redirectTarget", () => {
  it("keeps http(s) addresses and makes paths absolute on this site", () => {
    expect(redirectTarget("https://news.example.org/thanks")).toBe(
      "https://news.example.org/thanks",
    );
    expect(redirectTarget(" /join ", "https://members.example.org")).toBe(
      "https://members.example.org/join",
    );
  });

  it("refuses anything that is not a web address", () => {
    expect(redirectTarget(null)).toBeUndefined();
    expect(redirectTarget("  ")).toBeUndefined();
    expect(redirectTarget("javascript:alert(1)")).toBeUndefined();
    expect(redirectTarget("data:text/html,hi")).toBeUndefined();
    expect(redirectTarget("mailto:x@example.org")).toBeUndefined();
  });
});

describe("ThanksView", () => {
  it("shows the callout's thank-you title and text", () => {
    view = render(<ThanksView callout={makeCallout()} user={null} />);
    expect(view.container.querySelector("h2")?.textContent).toBe("Thank you!");
    expect(view.container.textContent).toContain("We read every answer.");
    expect(link()).toBeNull();
  });

  it("has a title of its own when the callout has none", () => {
    view = render(<ThanksView callout={makeCallout({ thanksTitle: "" })} user={null} />);
    expect(view.container.querySelector("h2")?.textContent).toBe("Thank you for your response!");
  });

  it("says that one response per person counts for guests of single-response callouts", () => {
    view = render(<ThanksView callout={makeCallout({ access: "guest" })} user={null} />);
    expect(view.container.textContent).toContain("Only one response per person counts.");
    view.unmount();
    view = render(<ThanksView callout={makeCallout({ access: "guest" })} user={{ id: "m1" }} />);
    expect(view.container.textContent).not.toContain("Only one response per person counts.");
  });

  it("links to the redirect in the dashboard", () => {
    view = render(
      <ThanksView
        callout={makeCallout({ thanksRedirect: "https://news.example.org/thanks" })}
        user={null}
      />,
    );
    expect(link()?.getAttribute("href")).toBe("https://news.example.org/thanks");
    expect(link()?.getAttribute("target")).toBeNull();
    expect(link()?.textContent).toBe("Continue");
  });

  it("opens the redirect in the host page's window from a frame, on the reader's click", () => {
    view = render(
      <ThanksView callout={makeCallout({ thanksRedirect: "/join" })} user={null} embedded />,
    );
    expect(link()?.getAttribute("href")).toBe(`${location.origin}/join`);
    expect(link()?.getAttribute("target")).toBe("_top");
  });

  it("shows no link for a redirect that is not a web address", () => {
    view = render(
      <ThanksView callout={makeCallout({ thanksRedirect: "javascript:alert(1)" })} user={null} />,
    );
    expect(link()).toBeNull();
  });

  it("takes focus after a submission only, without scrolling a frame's host", () => {
    view = render(<ThanksView callout={makeCallout()} user={null} />);
    expect(document.activeElement?.tagName).not.toBe("H2");
    view.unmount();
    view = render(<ThanksView callout={makeCallout()} user={null} embedded focusHeading />);
    expect(document.activeElement?.tagName).toBe("H2");
  });
});
