// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { ApiError } from "@core/api/api-error";
import { CreateCallout } from "@core/callouts";
import { calloutBody, newBuilderValues } from "@core/callouts/builder";
import type { ErrorCode } from "@core/errors/codes";
import { useForm } from "@ui/form";
import { fieldRefusal, refusalBody, refusalText, saysAt } from "@tests/support/ui/refusals";
import { buttonNamed, fieldLabelled, fillIn, press } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import { merge, split } from "../form-values";
import { builderLabels } from "../labels";
import { TitleImageTab } from "./TitleImageTab";

/** The builder's form around its title tab, saving to a server that refuses with `answer`. */
function Builder({ answer }: { answer: ApiError }) {
  const form = useForm({
    id: "callout",
    initial: split(newBuilderValues("slide1")).values,
    labels: builderLabels({}),
    schema: CreateCallout,
    toBody: (values) => calloutBody(merge(values, {}), { isNew: true, slugLocked: false }),
  });
  return (
    <form
      noValidate
      onSubmit={form.handleSubmit(() => {
        throw answer;
      })}
    >
      <TitleImageTab
        form={form}
        meta={{ slug: "", status: "new", slugLocked: false, starts: null, expires: null }}
      />
      <button type="submit">Save</button>
    </form>
  );
}

let view: Rendered;
afterEach(() => view.unmount());

describe("the builder's title tab", () => {
  it.each([
    { code: "duplicate-id", errors: undefined, says: refusalText(400, "duplicate-id") },
    { code: "slug-locked", errors: undefined, says: refusalText(400, "slug-locked") },
    {
      code: undefined,
      errors: fieldRefusal("slug", "isSlug"),
      says: "Please use lower-case letters and digits, joined by single hyphens",
    },
  ] as const)("says $says at the address", async ({ code, errors, says }) => {
    const answer = new ApiError(400, refusalBody(400, code as ErrorCode | undefined, errors));
    view = render(<Builder answer={answer} />);
    fillIn(fieldLabelled(view.container, "Title"), "Your bus stop");
    fillIn(fieldLabelled(view.container, "Summary"), "Tell us about it");
    act(() => fieldLabelled(view.container, "Make the address from the title").click());
    fillIn(fieldLabelled(view.container, "Address"), "bus-stop");
    await press(buttonNamed(view.container, "Save"));
    expect(saysAt(fieldLabelled(view.container, "Address"), says)).toBe(true);
  });
});
