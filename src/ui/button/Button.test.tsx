// @vitest-environment happy-dom
import { act, createRef, type FormEvent } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, type Rendered } from "../testing/render";
import { Button } from "./Button";
import { buttonClassName } from "./buttonClassName";
import { LinkButton } from "./LinkButton";

let view: Rendered | undefined;
afterEach(() => view?.unmount());

const button = () => view!.container.querySelector("button")!;

describe("Button", () => {
  it("defaults to type=button and forwards its ref", () => {
    const ref = createRef<HTMLButtonElement>();
    view = render(<Button ref={ref}>Save</Button>);
    expect(button().getAttribute("type")).toBe("button");
    expect(ref.current).toBe(button());
  });

  it("keeps an explicit type", () => {
    view = render(<Button type="submit">Save</Button>);
    expect(button().getAttribute("type")).toBe("submit");
  });

  it("gives each variant and size its own classes", () => {
    const primary = buttonClassName({});
    expect(primary).toBe(buttonClassName({ variant: "primary", size: "md" }));
    expect(buttonClassName({ variant: "danger" })).not.toBe(primary);
    expect(buttonClassName({ size: "xs" })).not.toBe(primary);
    view = render(
      <Button variant="dangerGhost" size="lg" className="extra">
        Delete
      </Button>,
    );
    expect(button().className).toBe(
      buttonClassName({ variant: "dangerGhost", size: "lg", className: "extra" }),
    );
  });

  it("is disabled natively when disabled", () => {
    const onClick = vi.fn();
    view = render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    expect(button().disabled).toBe(true);
    act(() => button().click());
    expect(onClick).not.toHaveBeenCalled();
  });

  it("calls onClick when idle", () => {
    const onClick = vi.fn();
    view = render(<Button onClick={onClick}>Save</Button>);
    act(() => button().click());
    expect(onClick).toHaveBeenCalledOnce();
  });

  it("is busy, focusable and inert to clicks while loading", () => {
    const onClick = vi.fn();
    view = render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    expect(button().getAttribute("aria-busy")).toBe("true");
    expect(button().getAttribute("aria-disabled")).toBe("true");
    expect(button().disabled).toBe(false);
    expect(button().textContent).toBe("Save");
    expect(button().querySelector("svg")).not.toBeNull();
    act(() => button().click());
    expect(onClick).not.toHaveBeenCalled();
  });

  it("does not submit its form while loading", () => {
    const onSubmit = vi.fn((event: FormEvent) => event.preventDefault());
    view = render(
      <form onSubmit={onSubmit}>
        <Button type="submit" loading>
          Send
        </Button>
      </form>,
    );
    act(() => button().click());
    expect(onSubmit).not.toHaveBeenCalled();
    view.rerender(
      <form onSubmit={onSubmit}>
        <Button type="submit">Send</Button>
      </form>,
    );
    act(() => button().click());
    expect(onSubmit).toHaveBeenCalledOnce();
  });

  it("renders an icon before the label", () => {
    view = render(<Button icon={<svg aria-hidden="true" data-testid="icon" />}>Add</Button>);
    const content = button().firstElementChild!;
    expect(content.firstElementChild?.getAttribute("data-testid")).toBe("icon");
  });
});

describe("LinkButton", () => {
  it("is a link with a button look", () => {
    const ref = createRef<HTMLAnchorElement>();
    view = render(
      <LinkButton ref={ref} href="/join" variant="link" size="sm">
        Join
      </LinkButton>,
    );
    const link = view.container.querySelector("a")!;
    expect(link.getAttribute("href")).toBe("/join");
    expect(link.className).toBe(buttonClassName({ variant: "link", size: "sm" }));
    expect(ref.current).toBe(link);
  });
});
