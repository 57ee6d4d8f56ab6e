import { css } from "@linaria/core";

/** A settings page: the tab bar, its heading, then its cards. */
export const settingsPage = css`
  display: flex;
  flex-direction: column;
  gap: 1.5rem;
  max-width: 64rem;
`;
