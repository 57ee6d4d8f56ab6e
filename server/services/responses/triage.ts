import type { Emit } from "../events/emit";
import type { Database } from "../../db/connection";
import type { ResponseSelector } from "./query";
import type { ResponseSerialiser } from "./serialise";
import { createBulkTriage } from "./triage-bulk";
import { createResponseEdit } from "./triage-edit";
import { createTriageUndo } from "./triage-undo";

export interface TriageDependencies {
  db: Database;
  select: ResponseSelector;
  serialise: ResponseSerialiser;
  baseUrl: string;
  /** Tells outbound webhooks of each change. */
  emit?: Emit;
}

/**
 * Triage: the bucket, tags and assignee of one response or of every response a filter
 * matches, and their undo; staff editing answers. Every change is recorded in the responses'
 * history (who, when, before and after), in the transaction that makes it.
 */
export function createTriage(deps: TriageDependencies) {
  return {
    bulk: createBulkTriage(deps),
    update: createResponseEdit(deps),
    undo: createTriageUndo(deps),
  };
}
