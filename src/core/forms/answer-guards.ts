// Checks of stored answers for the frame's inputs, without superstruct: these load on a
// callout's first screen, where every kilobyte counts. answer-guards.test.ts holds them to
// the structs in answer-structs.ts, which stay the definition.
import type { AddressAnswer, FileAnswer, Location } from "./answer-structs";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

const isOptional = (value: unknown, type: "string" | "number") =>
  value === undefined || typeof value === type;

const isNumber = (value: unknown) => typeof value === "number" && !Number.isNaN(value);

export function isLocation(value: unknown): value is Location {
  return isRecord(value) && isNumber(value.lat) && isNumber(value.lng);
}

/** Whether a value is an `address` answer (LocationStruct, AddressAnswerStruct). */
export function isAddressAnswer(value: unknown): value is AddressAnswer {
  if (!isRecord(value) || typeof value.formatted_address !== "string") return false;
  const { geometry } = value;
  return (
    geometry === undefined ||
    geometry === null ||
    (isRecord(geometry) && isLocation(geometry.location))
  );
}

/** Whether a value is a `file` answer (FileAnswerStruct). */
export function isFileAnswer(value: unknown): value is FileAnswer {
  return (
    isRecord(value) &&
    typeof value.url === "string" &&
    isOptional(value.path, "string") &&
    isOptional(value.name, "string") &&
    isOptional(value.size, "number")
  );
}
