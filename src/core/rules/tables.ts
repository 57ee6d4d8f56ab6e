import { CALLOUT_STATUSES } from "../callouts/status";
import { ROLES } from "../contacts/roles";
import { NEWSLETTER_STATUSES } from "../contacts/profile";
import { CONTRIBUTION_PERIODS } from "../fees/payment-method";
import type { FormSchema, InputComponent } from "../forms/schema";
import { inputComponents, optionsOf } from "../forms/walk";
import type { FieldDefinition, FilterTable } from "./fields";

// The filter tables of the contract (1.6), as data. An endpoint validates rules against its
// table and maps each field to SQL in its service.

export const CONTRIBUTION_TYPES = ["Automatic", "Gift", "Manual", "None"] as const;

export const CALLOUT_FILTER_FIELDS = {
  id: { type: "text" },
  slug: { type: "text" },
  /** Of the variant the request selects. */
  title: { type: "text" },
  /** Derived from `starts` and `expires` at the time of the request. */
  status: { type: "enum", options: CALLOUT_STATUSES, operators: ["equal"] },
  /** Non-admins may only name themselves (the endpoint checks; see `flattenRules`). */
  answeredBy: { type: "contact", operators: ["equal"] },
  starts: { type: "date", nullable: true },
  expires: { type: "date", nullable: true },
  hidden: { type: "boolean" },
  channels: { type: "array" },
  /** Whether the caller reviews the callout; needs a signed-in contact. */
  canReview: { type: "boolean" },
} as const satisfies FilterTable;

export const CALLOUT_RESPONSE_FILTER_FIELDS = {
  id: { type: "text" },
  contact: { type: "contact", nullable: true },
  calloutId: { type: "text" },
  createdAt: { type: "date" },
  updatedAt: { type: "date" },
  bucket: { type: "text", nullable: true },
  /** Tag ids. */
  tags: { type: "array" },
  assignee: { type: "contact", nullable: true },
  /** Any answer contains the text. */
  answers: { type: "blob" },
} as const satisfies FilterTable;

/** `GET /callout-response-comments` (contract 1.6). */
export const RESPONSE_COMMENT_FILTER_FIELDS = {
  id: { type: "text" },
  calloutId: { type: "text" },
  responseId: { type: "text" },
  contact: { type: "contact" },
  createdAt: { type: "date" },
  updatedAt: { type: "date" },
  text: { type: "text" },
} as const satisfies FilterTable;

export const CONTACT_FILTER_FIELDS = {
  id: { type: "contact" },
  firstname: { type: "text" },
  lastname: { type: "text" },
  email: { type: "text" },
  joined: { type: "date" },
  lastSeen: { type: "date" },
  contributionCancelled: { type: "date", nullable: true },
  contributionType: { type: "enum", options: CONTRIBUTION_TYPES },
  contributionMonthlyAmount: { type: "number" },
  contributionPeriod: { type: "enum", options: CONTRIBUTION_PERIODS },
  deliveryOptIn: { type: "boolean" },
  newsletterStatus: { type: "enum", options: NEWSLETTER_STATUSES },
  newsletterGroups: { type: "array" },
  /** `equal`: has that role now; `not_equal`: has not. */
  activePermission: { type: "enum", options: ROLES },
  activeMembership: { type: "boolean" },
  /** Has a password set. */
  activeUser: { type: "boolean" },
  /** Of the `member` role. */
  membershipStarts: { type: "date" },
  membershipExpires: { type: "date" },
  manualPaymentSource: { type: "text", nullable: true },
  /** Tag ids. */
  tags: { type: "array" },
} as const satisfies FilterTable;

/** One question of a callout's form as a filter field of its responses. */
export interface AnswerField {
  /** `answers.<slideId>.<key>` */
  name: string;
  slideId: string;
  key: string;
  definition: FieldDefinition;
}

export function answerFieldName(slideId: string, key: string): string {
  return `answers.${slideId}.${key}`;
}

/**
 * The contract's field type for a component's answers. Every question also takes `is_empty`
 * (skipped or left blank) and `is_not_empty` (answered), for branching forms; a checkbox
 * counts as answered when ticked or not, and an unticked box stored as nothing equals false.
 */
export function answerFieldDefinition(component: InputComponent): FieldDefinition {
  const options = () => optionsOf(component).map((option) => option.value);
  switch (component.type) {
    case "checkbox":
      return { type: "boolean", nullable: true };
    case "number":
      return { type: "number", nullable: true };
    case "select":
    case "radio":
      return { type: "enum", options: options(), nullable: true };
    case "selectboxes":
      return { type: "array", options: options(), nullable: true };
    case "textarea":
      return { type: "blob", nullable: true };
    default:
      return { type: "text", nullable: true };
  }
}

/** Every question of a form, admin-only and hidden ones included (admins filter on them). */
export function answerFields(form: FormSchema): AnswerField[] {
  return form.slides.flatMap((slide) =>
    inputComponents(slide).map((component) => ({
      name: answerFieldName(slide.id, component.key),
      slideId: slide.id,
      key: component.key,
      definition: answerFieldDefinition(component),
    })),
  );
}

/** The filter table of one callout's responses: the fixed fields and one per question. */
export function calloutResponseFilterFields(form: FormSchema): FilterTable {
  return {
    ...CALLOUT_RESPONSE_FILTER_FIELDS,
    ...Object.fromEntries(answerFields(form).map((field) => [field.name, field.definition])),
  };
}

/**
 * The fields a contacts filter gets for one callout: `callouts.<id>.hasAnswered`, and
 * `callouts.<id>.responses.<field>` for each field of its responses' table.
 */
export function contactCalloutFilterFields(
  calloutId: string,
  responseFields: FilterTable,
): FilterTable {
  const prefix = `callouts.${calloutId}`;
  return {
    [`${prefix}.hasAnswered`]: { type: "boolean" },
    ...Object.fromEntries(
      Object.entries(responseFields).map(([name, field]) => [`${prefix}.responses.${name}`, field]),
    ),
  };
}
