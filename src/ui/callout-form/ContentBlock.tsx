import { css } from "@linaria/core";
import { useMemo } from "react";
import { useSanitizer } from "./rich-text-sanitizer";

const prose = css`
  color: rgb(var(--c-body));
  line-height: 1.5;

  & > :first-child {
    margin-top: 0;
  }

  & > :last-child {
    margin-bottom: 0;
  }

  & a {
    color: rgb(var(--c-link-text));
  }

  & img {
    max-width: 100%;
    height: auto;
  }
`;

/**
 * An admin's rich text between the questions, through the allow-list sanitiser. Where the
 * sanitiser loads on demand (the callout frame) the block stays empty until it is here: the
 * HTML never shows uncleaned.
 */
export function ContentBlock({ html }: { html: string }) {
  const sanitize = useSanitizer();
  const safe = useMemo(() => sanitize?.(html) ?? "", [sanitize, html]);
  return <div className={prose} dangerouslySetInnerHTML={{ __html: safe }} />;
}
