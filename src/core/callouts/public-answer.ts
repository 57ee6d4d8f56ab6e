import { is } from "superstruct";
import {
  AddressAnswerStruct,
  adminOnlyKeys,
  findInput,
  ownValue,
  type AddressAnswer,
  type Answers,
  type FormSchema,
  type InputComponent,
} from "../forms";
import type { ResponseViewSchema } from "./response-view";

/**
 * The question a response view setting names (`<slideId>.<key>`, the key may hold dots) and
 * its answer; nothing when the question is only for admins, or not in the form.
 */
export function publicAnswerAt(
  form: FormSchema,
  answers: Answers,
  prop: string,
): { component: InputComponent; value: unknown } | undefined {
  for (const slide of form.slides) {
    if (!prop.startsWith(`${slide.id}.`)) continue;
    const key = prop.slice(slide.id.length + 1);
    const component = findInput(slide, key);
    if (!component || adminOnlyKeys(slide).has(key)) continue;
    const value = ownValue(ownValue(answers, slide.id) as Answers[string] | undefined, key);
    return { component, value };
  }
  return undefined;
}

/** The address answer the map reads (its `addressProp`), when it is one; else nothing. */
export function mapAddressOf(
  form: FormSchema,
  view: ResponseViewSchema,
  answers: Answers,
): AddressAnswer | undefined {
  const address = view.map && publicAnswerAt(form, answers, view.map.addressProp);
  return address && is(address.value, AddressAnswerStruct) ? address.value : undefined;
}
