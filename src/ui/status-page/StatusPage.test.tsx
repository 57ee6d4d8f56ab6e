// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, type Rendered } from "../testing/render";
import { StatusPage } from "./StatusPage";

let view: Rendered | undefined;
afterEach(() => view?.unmount());

const query = (selector: string) => view!.container.querySelector(selector);

describe("StatusPage", () => {
  it("shows the default texts while loading", () => {
    view = render(<StatusPage />);
    expect(query("h1")?.textContent).toBe("Loading Application");
    expect(query('[role="status"]')?.textContent).toBe(
      "Please wait while we prepare everything for you...Connecting to server",
    );
    expect(view.container.textContent).toContain("This usually takes just a few seconds.");
    expect(query("button")).toBeNull();
    expect(query('[role="progressbar"]')).toBeNull();
  });

  it("uses the texts it is given", () => {
    view = render(
      <StatusPage
        title="Starting"
        message="Please wait while we connect to our services"
        loadingText="Still connecting"
        info="Nearly there."
      />,
    );
    expect(query("h1")?.textContent).toBe("Starting");
    expect(query('[role="status"]')?.textContent).toBe(
      "Please wait while we connect to our servicesStill connecting",
    );
    expect(view.container.textContent).toContain("Nearly there.");
  });

  it("calls onRetry from the default 'Try Again' button", () => {
    const onRetry = vi.fn();
    view = render(<StatusPage state="failed" showRetry onRetry={onRetry} />);
    const button = query("button") as HTMLButtonElement;
    expect(button.textContent).toBe("Try Again");
    expect(button.getAttribute("type")).toBe("button");
    act(() => button.click());
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("drops the loading text and spinner when failed", () => {
    view = render(<StatusPage state="failed" message="We could not reach the server." />);
    expect(query('[role="status"]')?.textContent).toBe("We could not reach the server.");
    expect(view.container.textContent).not.toContain("Connecting to server");
  });

  it("labels the retry button with retryLabel", () => {
    view = render(<StatusPage showRetry onRetry={() => {}} retryLabel="Reconnect" />);
    expect(query("button")?.textContent).toBe("Reconnect");
  });

  it("shows progress as a progressbar with its value", () => {
    view = render(<StatusPage progress={{ percent: 42.4, text: "Loading settings" }} />);
    const bar = query('[role="progressbar"]');
    expect(bar?.getAttribute("aria-valuenow")).toBe("42");
    expect(bar?.getAttribute("aria-valuemin")).toBe("0");
    expect(bar?.getAttribute("aria-valuemax")).toBe("100");
    expect(bar?.getAttribute("aria-label")).toBe("Loading settings");
    expect(view.container.textContent).toContain("42%");
  });

  it("names a progressbar without text after the loading text", () => {
    view = render(<StatusPage loadingText="Connecting" progress={{ percent: 150 }} />);
    const bar = query('[role="progressbar"]');
    expect(bar?.getAttribute("aria-label")).toBe("Connecting");
    expect(bar?.getAttribute("aria-valuenow")).toBe("100");
  });
});
