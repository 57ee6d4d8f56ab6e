import { describe, expect, it } from "vitest";
import { AddressAnswerStruct, FileAnswerStruct } from "./answer-structs";
import { isAddressAnswer, isFileAnswer } from "./answer-guards";

const values: unknown[] = [
  undefined,
  null,
  "text",
  42,
  [],
  {},
  { url: "/api/1.0/documents/a.pdf" },
  { url: "/a.pdf", name: "a.pdf", size: 1200, path: "a.pdf" },
  { url: "/a.pdf", size: "12" },
  { url: 5 },
  { url: "/a.pdf", extra: true },
  { formatted_address: "1 Quay Street" },
  { formatted_address: "1 Quay Street", geometry: null },
  { formatted_address: "1 Quay Street", geometry: { location: { lat: 51.5, lng: -0.1 } } },
  { formatted_address: "1 Quay Street", geometry: { location: { lat: "51", lng: 0 } } },
  { formatted_address: "1 Quay Street", geometry: {} },
  { formatted_address: 7 },
];

describe("answer guards", () => {
  it.each(values.map((value) => [JSON.stringify(value), value]))(
    "agree with the structs on %s",
    (_label, value) => {
      expect(isFileAnswer(value)).toBe(FileAnswerStruct.is(value));
      expect(isAddressAnswer(value)).toBe(AddressAnswerStruct.is(value));
    },
  );
});
