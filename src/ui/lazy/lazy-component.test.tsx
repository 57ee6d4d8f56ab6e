// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { render, type Rendered } from "../testing/render";
import { lazyComponent } from "./lazy-component";

let view: Rendered | undefined;
afterEach(() => view?.unmount());

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

/**
 * Finishes a load and lets every promise waiting on it run (a macrotask later), inside act:
 * React and the frames' Preact re-render after a different number of microtasks.
 */
const finishing = (finish: () => void) =>
  act(async () => {
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

/** A load the test finishes by hand. */
function deferred() {
  let finish!: (ok: boolean) => void;
  const promise = new Promise<typeof Greeting>((resolve, reject) => {
    finish = (ok) => (ok ? resolve(Greeting) : reject(new Error("offline")));
  });
  return { promise, finish };
}

describe("lazyComponent", () => {
  it("shows the fallback, then the loaded component with the same props", async () => {
    const load = deferred();
    const Lazy = lazyComponent(
      () => load.promise,
      ({ name }) => <p>Waiting for {name}</p>,
    );
    view = render(<Lazy name="Ada" />);
    expect(view.container.textContent).toBe("Waiting for Ada");
    await finishing(() => load.finish(true));
    expect(view.container.textContent).toBe("Hello Ada");
  });

  it("renders at once when loaded beforehand, and loads once", async () => {
    let calls = 0;
    const Lazy = lazyComponent(async () => {
      calls += 1;
      return Greeting;
    });
    await Lazy.load();
    await Lazy.load();
    view = render(<Lazy name="Grace" />);
    expect(view.container.textContent).toBe("Hello Grace");
    expect(calls).toBe(1);
  });

  it("keeps the fallback when loading fails, and tries again on the next mount", async () => {
    const attempts = [deferred(), deferred()];
    let calls = 0;
    const Lazy = lazyComponent(
      () => attempts[calls++]!.promise,
      () => <p>Loading</p>,
    );
    view = render(<Lazy name="Alan" />);
    await finishing(() => attempts[0]!.finish(false));
    expect(view.container.textContent).toBe("Loading");
    view.unmount();
    view = render(<Lazy name="Alan" />);
    await finishing(() => attempts[1]!.finish(true));
    expect(view.container.textContent).toBe("Hello Alan");
    expect(calls).toBe(2);
  });
});
