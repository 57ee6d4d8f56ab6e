import { css } from "@linaria/core";
import { useMemo } from "react";
import { sanitizeHtml } from "./sanitize-html";

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

/** An admin's rich text between the questions, through the allow-list sanitiser. */
export function ContentBlock({ html }: { html: string }) {
  const safe = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={prose} dangerouslySetInnerHTML={{ __html: safe }} />;
}
