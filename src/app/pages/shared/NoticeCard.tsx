import { css, cx } from "@linaria/core";
import type { ReactNode } from "react";
import { Link } from "wouter";
import { buttonClassName } from "@ui/button";
import { ContentBlock } from "@ui/callout-form/ContentBlock";

/** What a member sees of a notice. */
export interface NoticeContent {
  text: string;
  buttonText?: string | null | undefined;
  url?: string | null | undefined;
}

const card = css`
  position: relative;
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 0.75rem 1rem;
  padding: 1rem 1.25rem;
  border-radius: 0.5rem;
  border-left: 4px solid rgb(var(--c-primary));
  background-color: rgb(var(--c-white));
  box-shadow: 0 1px 3px rgba(var(--c-black), 0.08);
`;

const linked = css`
  &:hover {
    background-color: rgb(var(--c-primary-5));
  }
  &:focus-within {
    outline: 2px solid rgb(var(--c-primary));
    outline-offset: 2px;
  }
  /* Links inside the text stay links of their own, above the card's. */
  & .notice-text a {
    position: relative;
    z-index: 1;
  }
`;

const icon = css`
  width: 2rem;
  height: 2rem;
  color: rgb(var(--c-primary-text));
  & path {
    fill: none;
    stroke: currentColor;
    stroke-width: 1.6;
    stroke-linecap: round;
    stroke-linejoin: round;
  }
`;

/** The card's one link: its box covers the whole card, so a click anywhere opens it. */
const stretched = css`
  /* Not a button's own positioning: the card is what its box covers. */
  && {
    position: static;
  }
  &::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: 0.5rem;
  }
  &:focus-visible {
    outline: none;
  }
`;

/**
 * On narrow screens the link shows as an arrow, its text read by screen readers only; on wide
 * ones it is a button with its text.
 */
const narrowLink = css`
  @media (max-width: 767.98px) {
    padding: 0;
    border: 0;
    background: none;
    color: rgb(var(--c-primary-text));
    &:hover:not(:disabled) {
      background: none;
    }
  }
`;
const label = css`
  @media (max-width: 767.98px) {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
const arrowWrap = css`
  display: inline-flex;
  @media (min-width: 768px) {
    display: none;
  }
`;

const megaphone = (
  <svg className={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M3 10v4a1 1 0 0 0 1 1h2l5 4V5L6 9H4a1 1 0 0 0-1 1zM15 9a4 4 0 0 1 0 6M18 6a8 8 0 0 1 0 12" />
  </svg>
);

const arrow = (
  <svg className={icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
    <path d="M9 5l7 7-7 7" />
  </svg>
);

function NoticeLink({
  url,
  className,
  children,
}: {
  url: string;
  className: string;
  children: ReactNode;
}) {
  // Addresses on this site move within the app; others open as any link does.
  return url.startsWith("/") ? (
    <Link href={url} className={className}>
      {children}
    </Link>
  ) : (
    <a href={url} className={className}>
      {children}
    </a>
  );
}

/**
 * A notice as members see it on their profile (B1): a megaphone, the text, and where it has a
 * link, the whole card opens it, with its button text on a button on wide screens (and read
 * as the link's name on narrow ones, where an arrow shows instead).
 */
export function NoticeCard({ notice }: { notice: NoticeContent }) {
  const { url, buttonText } = notice;
  const link = url && buttonText ? { url, label: buttonText } : undefined;
  return (
    <div className={cx(card, link && linked)}>
      {megaphone}
      <div className="notice-text">
        <ContentBlock html={notice.text} />
      </div>
      {link && (
        <NoticeLink
          url={link.url}
          className={buttonClassName({
            variant: "primary",
            size: "sm",
            className: cx(stretched, narrowLink),
          })}
        >
          <span className={label}>{link.label}</span>
          <span className={arrowWrap} aria-hidden="true">
            {arrow}
          </span>
        </NoticeLink>
      )}
    </div>
  );
}
