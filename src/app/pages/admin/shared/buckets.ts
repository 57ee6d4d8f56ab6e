import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { RESPONSE_BUCKETS } from "@core/callouts/triage";
import type { Rule, RuleGroup } from "@core/rules";

/** A bucket as the address and the screens name it: the inbox is the stored "". */
export const BUCKET_IDS = ["inbox", "verified", "trash"] as const;
export type BucketId = (typeof BUCKET_IDS)[number];

/** The stored bucket of each: the inbox is no bucket at all. */
export const STORED_BUCKET: Record<BucketId, (typeof RESPONSE_BUCKETS)[number]> = {
  inbox: "",
  verified: "verified",
  trash: "trash",
};

export const BUCKET_LABELS: Record<BucketId, MessageDescriptor> = {
  inbox: msg({ context: "response bucket", message: "Inbox" }),
  verified: msg({ context: "response bucket", message: "Verified" }),
  trash: msg({ context: "response bucket", message: "Trash" }),
};

/**
 * Stored as the inbox too: responses imported or seeded with the bucket's name (the demo's
 * are) rather than the contract's "".
 */
const INBOX_ALIAS = "inbox";

/** The screens' name of a stored bucket; any other text stored there is its own name. */
export function bucketId(stored: string): BucketId | undefined {
  if (stored === INBOX_ALIAS) return "inbox";
  return BUCKET_IDS.find((id) => STORED_BUCKET[id] === stored);
}

/** The rule for a bucket's responses: the inbox holds those with no bucket. */
export function bucketRule(id: BucketId): Rule | RuleGroup {
  return id === "inbox"
    ? {
        condition: "OR",
        rules: [
          { field: "bucket", operator: "is_empty", value: [] },
          { field: "bucket", operator: "equal", value: [INBOX_ALIAS] },
        ],
      }
    : { field: "bucket", operator: "equal", value: [STORED_BUCKET[id]] };
}
