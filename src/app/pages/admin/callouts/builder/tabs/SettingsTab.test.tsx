// @vitest-environment happy-dom
import { act } from "react";
import { describe, expect, it } from "vitest";
import { CreateCallout } from "@core/callouts";
import { calloutBody, newBuilderValues } from "@core/callouts/builder";
import { fieldLabelled, fillIn } from "@tests/support/ui/form";
import { useForm } from "@ui/form";
import { render } from "@ui/testing/render";
import { merge, split } from "../form-values";
import { builderLabels } from "../labels";
import { SettingsTab } from "./SettingsTab";

function Settings() {
  const form = useForm({
    id: "callout",
    initial: split(newBuilderValues("slide1")).values,
    labels: builderLabels({}),
    schema: CreateCallout,
    toBody: (values) => calloutBody(merge(values, {}), { isNew: true, slugLocked: false }),
  });
  return (
    <SettingsTab
      form={form}
      meta={{ slug: "", status: "new", slugLocked: false, starts: null, expires: null }}
    />
  );
}

describe("the builder's settings", () => {
  it("offer respondents a copy of their answers, with its own subject", () => {
    const { container, unmount } = render(<Settings />);
    expect(container.textContent).not.toContain("Subject of the copy");
    const send = fieldLabelled(container, "Send respondents a copy of their answers");
    act(() => send.click());
    expect(send.checked).toBe(true);
    const subject = fieldLabelled(container, "Subject of the copy");
    fillIn(subject, "Your answers");
    expect(subject.value).toBe("Your answers");
    expect(container.textContent).toContain("Text of the copy");
    const link = fieldLabelled(container, "Text of the link to the callout");
    fillIn(link, "Read the story");
    expect(link.value).toBe("Read the story");
    unmount();
  });
});
