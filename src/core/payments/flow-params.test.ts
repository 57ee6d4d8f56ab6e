import { describe, expect, it } from "vitest";
import { paymentFlowIdFrom } from "./flow-params";

describe("paymentFlowIdFrom", () => {
  it("reads our parameter, Stripe's and GoCardless's", () => {
    expect(paymentFlowIdFrom(new URLSearchParams("paymentFlowId=abc"))).toBe("abc");
    expect(paymentFlowIdFrom(new URLSearchParams("setup_intent=seti_1&x=1"))).toBe("seti_1");
    expect(paymentFlowIdFrom(new URLSearchParams("redirect_flow_id=RE1"))).toBe("RE1");
  });

  it("finds nothing in an empty or unrelated query", () => {
    expect(paymentFlowIdFrom(new URLSearchParams(""))).toBeUndefined();
    expect(paymentFlowIdFrom(new URLSearchParams("paymentFlowId="))).toBeUndefined();
    expect(paymentFlowIdFrom(new URLSearchParams("firstName=Sam"))).toBeUndefined();
  });
});
