import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { ContentBlock } from "@ui/callout-form/ContentBlock";
import { sanitizeHtml } from "@ui/callout-form/sanitize-html";
import { RichTextEditor } from "@ui/rich-text";
import { Heading, Text } from "@ui/typography";
import { ToolkitSection } from "./ToolkitSection";

const columns = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: 1.5rem;
  align-items: start;
`;

const part = css`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;
`;

const output = css`
  overflow-x: auto;
  max-height: 14rem;
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: 0.25rem;
  background-color: rgb(var(--c-grey-lighter));
  color: rgb(var(--c-body));
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.8125rem;
  line-height: 1.5;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const preview = css`
  padding: 1rem;
  border: 1px dashed rgb(var(--c-grey-light));
  border-radius: 0.25rem;
`;

const EXAMPLE_INTRO =
  '<h2>How high did the water rise?</h2><p>Last week\'s storm flooded streets along the river. <strong>Tell us what you saw</strong>, so we can map it.</p><ul><li>Where you were</li><li>How deep it was</li></ul><p>Read <a href="/callouts">our other callouts</a>.</p>';

/**
 * The rich-text editor with the HTML it writes, which the sanitiser takes unchanged, and how
 * readers see it; and an empty one with a placeholder and a form's error.
 */
export function RichTextSection() {
  const { t } = useLingui();
  const [intro, setIntro] = useState(EXAMPLE_INTRO);
  const [thanks, setThanks] = useState("");
  const accepted = sanitizeHtml(intro) === intro;

  return (
    <ToolkitSection id="toolkit-rich-text" title={t`Rich text`}>
      <Text>
        {t`For the texts staff write: intros, thank-you texts, emails, notices. Ctrl+B, Ctrl+I and Ctrl+K work as in other editors; Alt+F10 moves to the toolbar. Pasted text keeps only what the toolbar offers.`}
      </Text>
      <div className={columns}>
        <div className={part}>
          <RichTextEditor
            id="toolkit-intro"
            label={t`Callout introduction`}
            hint={t`Shown above the questions.`}
            value={intro}
            onChange={setIntro}
          />
        </div>
        <div className={part}>
          <Heading level={3} id="toolkit-intro-html">
            {t`The HTML it writes`}
          </Heading>
          <Text size="sm">
            {accepted ? t`The sanitiser takes it unchanged.` : t`The sanitiser would change it.`}
          </Text>
          <pre
            className={output}
            // Named and focusable, so keyboard users can scroll it and hear what it is.
            role="group"
            aria-labelledby="toolkit-intro-html"
            tabIndex={0}
          >
            {intro}
          </pre>
          <Heading level={3}>{t`As readers see it`}</Heading>
          <div className={preview}>
            <ContentBlock html={intro} />
          </div>
        </div>
      </div>
      <RichTextEditor
        id="toolkit-thanks"
        label={t`Thank-you text`}
        placeholder={t`What people read once they have answered`}
        value={thanks}
        onChange={setThanks}
        error={thanks ? undefined : t`Write a thank-you text`}
        required
      />
    </ToolkitSection>
  );
}
