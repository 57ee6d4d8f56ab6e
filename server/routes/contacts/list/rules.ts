/** How the list and the export read their filter. */
export const RULES =
  "`rules` is a rule group as JSON (contract 1.6) over the contact fields and profile.";
