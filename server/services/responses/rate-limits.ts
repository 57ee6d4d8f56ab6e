export interface AnswerRateLimits {
  /** Answers one sender may send to one callout in the window; 0 turns the limit off. */
  perCallout: number;
  windowMs: number;
}

/**
 * Generous, as a newsroom's readers often share one address (an office, a school, a mobile
 * network): a flood is stopped, a busy street answering a local callout is not.
 */
export const DEFAULT_ANSWER_RATE_LIMITS: AnswerRateLimits = {
  perCallout: 30,
  windowMs: 10 * 60 * 1000,
};
