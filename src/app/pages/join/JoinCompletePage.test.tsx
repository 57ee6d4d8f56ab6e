// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { clearQueries } from "../../../stores/query";
import { render, type Rendered } from "../../../ui/testing/render";
import JoinCompletePage from "./JoinCompletePage";

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

let view: Rendered;
let answer: Response;

beforeEach(() => {
  history.replaceState(null, "", "/join/complete?paymentFlowId=flow-1");
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) =>
    String(input) === "/api/1.0/signup/complete" ? answer : json(404, { httpCode: 404 }),
  );
});

afterEach(() => {
  view.unmount();
  history.replaceState(null, "", "/");
  clearQueries();
  vi.restoreAllMocks();
});

describe("coming back from the payment provider", () => {
  it("asks to check the inbox when the join's email went already", async () => {
    answer = json(409, { httpCode: 409, message: "Complete", code: "join-completed" });
    view = render(<JoinCompletePage />);
    await vi.waitFor(() => expect(location.pathname).toBe("/join/confirm-email"));
  });

  it("says the join failed when the payment was not set up", async () => {
    answer = json(400, { httpCode: 400, message: "Declined" });
    view = render(<JoinCompletePage />);
    await vi.waitFor(() => expect(location.pathname).toBe("/join/failed"));
  });
});
