import { css } from "@linaria/core";

/**
 * A description list of facts (`<dl>`): names beside their values, stacked on phones. For a
 * contact's, a notice's or a member's own details.
 */
export const factList = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: 0.5rem 1.5rem;
  margin: 0;

  & dt {
    font-weight: 600;
  }

  & dd {
    margin: 0;
    overflow-wrap: anywhere;
  }

  @media (max-width: 480px) {
    grid-template-columns: 1fr;
    gap: 0.125rem;

    & dd + dt {
      margin-top: 0.5rem;
    }
  }
`;
