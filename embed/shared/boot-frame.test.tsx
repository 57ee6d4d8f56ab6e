// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { json } from "@tests/support/ui/callout";
import { sendToHost } from "@ui/embed";
import { bootFrame } from "./boot-frame";

vi.mock("@ui/embed", () => ({ sendToHost: vi.fn(), startFrameSizer: vi.fn() }));

afterEach(() => {
  document.body.innerHTML = "";
  vi.restoreAllMocks();
});

// bootFrame renders with Preact itself, so its elements must be the frames' (project ui-preact).
describe.runIf(process.env.AGORA_UI_REACT === "frames")("bootFrame", () => {
  it("says the frame can't load in one alert when the organisation's settings do not come", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => json(503, { httpCode: 503 }));
    document.body.innerHTML = '<div id="frame"></div>';
    const content = vi.fn(() => <p>The form</p>);
    await bootFrame(content);
    const alerts = document.querySelectorAll('#frame [role="alert"]');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.textContent).toContain("This form can't load right now.");
    expect(content).not.toHaveBeenCalled();
    expect(sendToHost).toHaveBeenCalledWith({ type: "loaded" });
  });
});
