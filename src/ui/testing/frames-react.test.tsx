// @vitest-environment happy-dom
import * as React from "react";
import { describe, expect, it } from "vitest";
import * as FramesReact from "../../../embed/shared/react";
import { render } from "./render";

describe("the React the shared components' tests run on", () => {
  const onFrames = process.env.AGORA_UI_REACT === "frames";

  it("is the frames' in the ui-preact project, and React itself in the others", () => {
    expect(React.useState === FramesReact.useState).toBe(onFrames);
    expect("Component" in React).toBe(!onFrames);
  });

  it("draws through the tests' render helper either way", () => {
    function Count() {
      const [count] = React.useState(3);
      return <output>{count}</output>;
    }
    const view = render(<Count />);
    expect(view.container.innerHTML).toBe("<output>3</output>");
    view.unmount();
    expect(view.container.innerHTML).toBe("");
  });
});
