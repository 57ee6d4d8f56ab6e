// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import type { Segment } from "@core/contacts/list";
import type { RuleGroup } from "@core/rules";
import { $notifications, removeNotification } from "@stores/notifications";
import { clearQueries } from "@stores/query";
import { buttonNamed, fieldLabelled, fillIn, press } from "@tests/support/ui/form";
import {
  alertsIn,
  fieldRefusal,
  refusalBody,
  refusalText,
  saysAt,
} from "@tests/support/ui/refusals";
import { render, type Rendered } from "@ui/testing/render";
import { SegmentNameDialog } from "./Segments";

const RULES: RuleGroup = {
  condition: "AND",
  rules: [{ field: "activeMembership", operator: "equal", value: [true] }],
};

let view: Rendered;
let onSaved: Mock<(segment: Segment) => void>;

/** The server refuses every new segment with `status` and `body`. */
function refuse(status: number, body: unknown) {
  vi.spyOn(globalThis, "fetch").mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

async function save(name = "Paying members") {
  view = render(<SegmentNameDialog rules={RULES} onSaved={onSaved} onCancel={() => undefined} />);
  const dialog = document.querySelector<HTMLElement>("dialog[open]")!;
  fillIn(fieldLabelled(dialog, "Name of the segment"), name);
  await press(buttonNamed(dialog, "Save the segment"));
  return dialog;
}

beforeEach(() => {
  onSaved = vi.fn<(segment: Segment) => void>();
});

afterEach(() => {
  view.unmount();
  clearQueries();
  vi.restoreAllMocks();
  for (const { id } of $notifications.get()) removeNotification(id);
});

describe("saving a segment says each refusal in its own words, at its field", () => {
  it.each([
    { refused: fieldRefusal("name", "isSafeText"), says: "character that can't be saved" },
    {
      refused: fieldRefusal("name", "storedText", "Must be at most 100 characters"),
      says: "Please use at most 100 characters",
    },
  ])("$says", async ({ refused, says }) => {
    refuse(400, refusalBody(400, undefined, refused));
    const dialog = await save();
    expect(saysAt(fieldLabelled(dialog, "Name of the segment"), says)).toBe(true);
    expect(onSaved).not.toHaveBeenCalled();
  });

  it.each([
    { answer: refusalBody(400, "invalid-rule"), says: refusalText(400, "invalid-rule") },
    {
      answer: refusalBody(
        400,
        undefined,
        fieldRefusal("ruleGroup", "never", "Unknown property ruleGroup.rules.0.field"),
      ),
      says: "The filter's rules can't be saved as they are",
    },
  ])("the rules: $says", async ({ answer, says }) => {
    refuse(400, answer);
    const dialog = await save();
    expect(alertsIn(dialog)).toContain(says);
  });
});
