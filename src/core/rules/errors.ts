import { HttpError, type ErrorBody } from "../errors";
import type { RuleProblem } from "./validate";

/** The contract's 400 for a filter it cannot apply: `code: "invalid-rule"`, `rule`, `message`. */
export class InvalidRuleError extends HttpError {
  /** The rule or group at fault, as sent; an object, so it cannot travel in `extra`. */
  readonly rule: unknown;

  constructor(problem: RuleProblem) {
    super(400, { message: problem.message, code: "invalid-rule" });
    this.rule = problem.rule;
  }

  override toBody(): ErrorBody & { rule: unknown } {
    return { ...super.toBody(), rule: this.rule };
  }
}
