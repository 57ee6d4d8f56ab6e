import { css } from "@linaria/core";

/**
 * Page-wide defaults every screen relies on; everything else is styled per component. Imported
 * for its stylesheet alone (the dashboard's and the frames' boot); exported so the style is kept.
 * @public
 */
export const globalStyles = css`
  :global() {
    *,
    *::before,
    *::after {
      box-sizing: border-box;
    }
    html {
      -webkit-text-size-adjust: 100%;
      color: rgb(var(--c-body, 38, 36, 83));
      font-family: var(--ff-body, system-ui, sans-serif);
      line-height: 1.5;
    }
    body {
      margin: 0;
    }
    h1,
    h2,
    h3,
    h4 {
      font-family: var(--ff-title, system-ui, sans-serif);
      line-height: 1.2;
    }
    a {
      color: rgb(var(--c-link-text, 44, 109, 97));
    }
    a:focus-visible,
    button:focus-visible,
    input:focus-visible,
    select:focus-visible,
    textarea:focus-visible {
      outline: 2px solid rgb(var(--c-link-text, 44, 109, 97));
      outline-offset: 2px;
    }
    @media (prefers-reduced-motion: reduce) {
      *,
      *::before,
      *::after {
        animation-duration: 0.01ms !important;
        animation-iteration-count: 1 !important;
        transition-duration: 0.01ms !important;
      }
    }
  }
`;
