import type { Answers } from "@core/forms/answer-structs";
import { isRecord } from "@core/forms/answers";
import type { DraftStore } from "@core/forms/draft";

/**
 * Keeps a draft in the tab's session storage, so a reload does not lose a long answer while
 * nothing stays behind on a shared computer once the tab is closed. Storage can be missing,
 * full or forbidden (a frame whose site data is blocked): the draft is then not kept, and
 * nothing fails.
 */
export function sessionDraftStore(key: string): DraftStore {
  const storage = (): Storage | undefined => {
    try {
      return globalThis.sessionStorage;
    } catch {
      return undefined; // reading the property itself throws where storage is forbidden
    }
  };
  return {
    read() {
      try {
        const stored: unknown = JSON.parse(storage()?.getItem(key) ?? "null");
        if (!isRecord(stored) || !isRecord(stored.answers)) return undefined;
        if (!Object.values(stored.answers).every(isRecord)) return undefined;
        return {
          answers: stored.answers as Answers,
          slideId: typeof stored.slideId === "string" ? stored.slideId : undefined,
        };
      } catch {
        return undefined;
      }
    },
    write(draft) {
      try {
        storage()?.setItem(key, JSON.stringify(draft));
      } catch {
        // Full or forbidden: the form still works, only without the safety net.
      }
    },
    clear() {
      try {
        storage()?.removeItem(key);
      } catch {
        // Nothing was kept, so there is nothing to clear.
      }
    },
  };
}
