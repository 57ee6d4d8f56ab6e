import type { Answers } from "./answer-structs";

/** What is kept of a form being filled in: the answers so far and the slide on screen. */
export interface Draft {
  answers: Answers;
  slideId?: string;
}

/** Where a draft is kept between visits (src/ui/callout-form/session-draft.ts in the browser). */
export interface DraftStore {
  read(): Draft | undefined;
  write(draft: Draft): void;
  clear(): void;
}
