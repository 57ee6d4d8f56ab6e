import { useLingui } from "@lingui/react/macro";
import type { Callout } from "@core/callouts/callout";
import { Heading } from "@ui/typography";
import { card } from "@app/pages/shared/card";
import { SnippetField } from "../../shared/SnippetField";
import { embedSnippet } from "./snippet";

/** The snippet for an article, with a button that copies it. */
export function EmbedSnippet({ callout, headingId }: { callout: Callout; headingId: string }) {
  const { t } = useLingui();
  return (
    <section className={card} aria-labelledby={headingId}>
      <Heading level={2} size="sm" id={headingId}>
        {t`Embed in an article`}
      </Heading>
      <SnippetField
        snippet={embedSnippet(callout, location.origin)}
        hint={
          callout.status === "open"
            ? t`Paste it into your article's HTML. Readers answer right there; without JavaScript they get a link to the callout.`
            : t`Paste it into your article's HTML. Readers see the callout there once it is open.`
        }
      />
    </section>
  );
}
