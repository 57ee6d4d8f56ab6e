import type { JoinValues } from "./join-model";

/**
 * What the reader typed into the join form, kept while they are at the provider's page, so a
 * checkout that fails brings them back to their own form (/join/failed's "Try again", or the
 * join frame). Session storage rather than the address: an email in an address ends up in logs
 * and referrers. Browsers keep a frame's storage per embedding site and tab, and drop it with
 * the tab. `paymentFlowId` is the id the payer comes back with, which the join frame, back in
 * the article, asks `/signup/complete` about.
 */
export interface JoinDraft {
  values: JoinValues;
  paymentFlowId?: string;
}

const KEY = "agora:join-draft";

/** Keeps the draft; false where the browser refuses storage (then nothing comes back). */
export function saveDraft(draft: JoinDraft): boolean {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused: there is nothing to clear.
  }
}

const TEXTS = ["period", "amount", "email", "firstname", "lastname"] as const;
const FLAGS = ["noContribution", "payFee"] as const;

/** The draft kept, if any and well formed; `initialValues` checks its values against the settings. */
export function loadDraft(): JoinDraft | undefined {
  let draft: unknown;
  try {
    draft = JSON.parse(sessionStorage.getItem(KEY) ?? "null");
  } catch {
    return undefined;
  }
  if (typeof draft !== "object" || draft === null) return undefined;
  const { values, paymentFlowId } = draft as Record<string, unknown>;
  if (typeof values !== "object" || values === null) return undefined;
  const fields = values as Record<string, unknown>;
  if (!TEXTS.every((name) => typeof fields[name] === "string")) return undefined;
  if (!FLAGS.every((name) => typeof fields[name] === "boolean")) return undefined;
  if (fields.paymentMethod !== undefined && typeof fields.paymentMethod !== "string") {
    return undefined;
  }
  return {
    values: fields as unknown as JoinValues,
    ...(typeof paymentFlowId === "string" && paymentFlowId ? { paymentFlowId } : {}),
  };
}
