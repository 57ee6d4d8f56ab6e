import bootstrapCss from "bootstrap/dist/css/bootstrap.css?inline";
import formioCss from "formiojs/dist/formio.full.css?inline";
import builderCss from "./builder.css?inline";
import { SCOPE_CLASS } from "./scope";

// form.io's builder needs Bootstrap 4 and its own CSS (with Font Awesome 4.7, whose fonts the
// build self-hosts). Their rules would restyle the whole dashboard, so each selector is
// prefixed with the builder's class, and the sheet is in the document only while a builder is.

const SCOPE = `.${SCOPE_CLASS}`;

/** Splits a selector list at its top-level commas (not those inside `:not(a, b)`). */
function splitSelectors(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index++) {
    const char = list[index];
    if (char === "(" || char === "[") depth++;
    else if (char === ")" || char === "]") depth--;
    else if (char === "," && depth === 0) {
      parts.push(list.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/**
 * A selector that applies inside the scope only: `html`, `body` and `:root` become the scope
 * itself (Bootstrap's base font and colours then apply to the builder), the rest are looked
 * for within it.
 */
export function scopeSelector(selector: string): string {
  return splitSelectors(selector)
    .map((part) => {
      const rest = part.replace(/^(html|:root)(?=$|[\s>+~.:[])/, "").trim();
      const inBody = rest.replace(/^body(?=$|[\s>+~.:[])/, "").trim();
      if (inBody === "") return SCOPE;
      // `body.modal-open` and the like: the state the builder's element is in.
      if (/^[.:[]/.test(inBody) && rest !== inBody) return `${SCOPE}${inBody}`;
      return `${SCOPE} ${inBody}`;
    })
    .join(", ");
}

function scopeRules(rules: CSSRuleList): void {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      rule.selectorText = scopeSelector(rule.selectorText);
    } else if (rule instanceof CSSMediaRule || rule instanceof CSSSupportsRule) {
      scopeRules(rule.cssRules);
    }
  }
}

let sheet: CSSStyleSheet | undefined;
let users = 0;

function scopedSheet(): CSSStyleSheet {
  if (sheet) return sheet;
  const built = new CSSStyleSheet();
  built.replaceSync([bootstrapCss, formioCss, builderCss].join("\n"));
  scopeRules(built.cssRules);
  sheet = built;
  return built;
}

/** Puts the builder's styles in the document until every builder that asked has gone. */
export function adoptScopedStyles(): { remove(): void } {
  const scoped = scopedSheet();
  if (users === 0) document.adoptedStyleSheets = [...document.adoptedStyleSheets, scoped];
  users += 1;
  let removed = false;
  return {
    remove() {
      if (removed) return;
      removed = true;
      users -= 1;
      if (users === 0) {
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((one) => one !== scoped);
      }
    },
  };
}
