import { useLingui } from "@lingui/react/macro";
import type { BuilderLabels } from "./setup";

/** The words form.io's builder shows, in the dashboard's language. */
export function useFormioLabels(): BuilderLabels {
  const { t } = useLingui();
  // form.io fills these in itself ({{field}}): given as values, they stay out of the catalog.
  const field = "{{field}}";
  const length = "{{length}}";
  const min = "{{min}}";
  const max = "{{max}}";
  const pattern = "{{regex}}";
  const types: BuilderLabels["types"] = {
    textfield: t`Short text`,
    textarea: t`Long text`,
    number: t`Number`,
    email: t`Email address`,
    url: t`Web address`,
    phoneNumber: t`Phone number`,
    checkbox: t`Checkbox`,
    selectboxes: t`Several choices`,
    radio: t`One choice`,
    select: t`Drop-down list`,
    address: t`Address`,
    currency: t`Amount of money`,
    datetime: t`Date`,
    time: t`Time`,
    signature: t`Signature`,
    file: t`File upload`,
    content: t`Text`,
    panel: t`Group with a title`,
    well: t`Box`,
    tabs: t`Tabs`,
  };
  return {
    groups: {
      questions: t`Questions`,
      more: t`More questions`,
      layout: t`Text and layout`,
    },
    types,
    editForm: {
      question: t`Question`,
      advanced: t`Advanced`,
      label: t`Question`,
      description: t`Help text`,
      placeholder: t`Placeholder`,
      required: t`An answer is required`,
      multiple: t`Allow several answers`,
      adminOnly: t`Only staff fill this in`,
      adminOnlyHint: t`Readers don't see it; staff fill it in while reviewing responses.`,
      key: t`Answer key`,
      keyHint: t`Where the answer is stored, and its column in exports. Changing it once responses have come in puts new answers apart from the old ones.`,
      keyPattern: t`Use letters, digits, "_", "-" and "." only.`,
      minLength: t`Fewest characters`,
      maxLength: t`Most characters`,
      minWords: t`Fewest words`,
      maxWords: t`Most words`,
      pattern: t`Pattern`,
      patternHint: t`A regular expression the whole answer must match.`,
      customMessage: t`Message when the pattern does not match`,
      min: t`Smallest`,
      max: t`Largest`,
      enableTime: t`Ask for the time too`,
      minDate: t`Earliest`,
      maxDate: t`Latest`,
      dateHint: t`A date such as 2026-01-31, or $now(d:-1) for yesterday.`,
      options: t`Options`,
      optionLabel: t`Option`,
      optionValue: t`Stored as`,
      addOption: t`Add an option`,
      nextSlide: t`Then go to`,
      nextSlideDefault: t`The slide's own next slide`,
      content: t`Text (HTML)`,
      contentHint: t`Paragraphs <p>, headings <h3>, <strong>, <em>, links <a href="…"> and lists <ul><li>. The preview beside shows it as readers will.`,
      panelTitle: t`Title`,
      tabs: t`Tabs`,
      tabLabel: t`Tab`,
      addTab: t`Add a tab`,
    },
    templates: {
      edit: (name) => t`Edit "${name}"`,
      move: (name) => t`Move "${name}" with the arrow keys`,
      remove: (name) => t`Remove "${name}"`,
      editTitle: (type) => t`Edit: ${type}`,
      typeName: (type) => (type in types ? types[type as keyof typeof types] : undefined),
      save: t`Save`,
      cancel: t`Cancel`,
      removeComponent: t`Remove`,
      close: t`Close`,
      search: t`Find a question type`,
    },
    formio: {
      "Drag and Drop a form component": t`Drag a question type here, or press Enter on one`,
      "No Matches Found": t`No question type matches`,
      "Add Another": t`Add another`,
      error: t`Please correct the marked fields.`,
      required: t`${field} is required`,
      minLength: t`${field} must have at least ${length} characters.`,
      maxLength: t`${field} must have no more than ${length} characters.`,
      min: t`${field} cannot be less than ${min}.`,
      max: t`${field} cannot be greater than ${max}.`,
      invalid_regex: t`${field} does not match the pattern ${pattern}.`,
    },
  };
}
