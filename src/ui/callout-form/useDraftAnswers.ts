import { useCallback, useEffect, useMemo, useState } from "react";
import type { Answers } from "@core/forms/answer-structs";
import type { Draft } from "@core/forms/draft";
import { sessionDraftStore } from "./session-draft";

export interface DraftAnswers {
  answers: Answers;
  /** The slide the reader was on, for `CalloutForm`'s `initialSlideId`. */
  slideId: string | undefined;
  /** True when the answers came back from an earlier visit (a reload). */
  restored: boolean;
  setAnswers(answers: Answers): void;
  setSlideId(slideId: string): void;
  /** Forgets the draft: call it once the response is stored. */
  clear(): void;
}

/**
 * Answers kept in the tab's session storage while the reader types, so a reload (or a frame
 * the host page rebuilt) does not lose them. `storageKey` should name the callout, e.g.
 * `agora:callout:<id>`; without one nothing is stored.
 */
export function useDraftAnswers(storageKey: string | undefined): DraftAnswers {
  const store = useMemo(
    () => (storageKey ? sessionDraftStore(storageKey) : undefined),
    [storageKey],
  );
  const [initial] = useState(() => store?.read());
  const [draft, setDraft] = useState<Draft>(() => initial ?? { answers: {} });

  useEffect(() => {
    if (!store) return;
    if (Object.keys(draft.answers).length === 0 && !draft.slideId) store.clear();
    else store.write(draft);
  }, [store, draft]);

  return {
    answers: draft.answers,
    slideId: draft.slideId,
    restored: initial !== undefined,
    setAnswers: useCallback(
      (answers: Answers) => setDraft((current) => ({ ...current, answers })),
      [],
    ),
    setSlideId: useCallback(
      (slideId: string) => setDraft((current) => ({ ...current, slideId })),
      [],
    ),
    clear: useCallback(() => {
      // At once, too: the page often moves on (to the thanks) in the same render.
      store?.clear();
      setDraft({ answers: {} });
    }, [store]),
  };
}
