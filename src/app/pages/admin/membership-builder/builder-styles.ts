import { css } from "@linaria/core";

/** A tab's form and its preview side by side where they fit, stacked on phones. */
export const withPreview = css`
  display: grid;
  gap: 1.5rem;
  align-items: start;
  @media (min-width: 1100px) {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

/** The preview keeps in view while the form scrolls, where they are side by side. */
export const previewColumn = css`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  @media (min-width: 1100px) {
    position: sticky;
    top: 1rem;
  }
`;

/** What the preview shows in: the organisation's background behind a card, as on /join. */
export const previewStage = css`
  padding: 1.5rem 1rem;
  border-radius: 0.5rem;
  background-color: rgb(var(--c-primary-5));
  background-size: cover;
  background-position: center;
`;

export const previewCard = css`
  max-width: 32rem;
  margin: 0 auto;
  padding: 1.5rem;
  border-radius: 0.5rem;
  background: rgb(var(--c-white));
  box-shadow: 0 0 8px 0 rgba(0, 0, 0, 0.2);
`;

export const previewNote = css`
  color: rgb(var(--c-body-muted));
  font-size: 0.875rem;
`;

/** Where the preview has nothing to show: an outline of where it would be. */
export const previewEmpty = css`
  margin: 0;
  padding: 2rem 1.5rem;
  border: 1px dashed rgb(var(--c-grey-light));
  border-radius: 0.5rem;
  color: rgb(var(--c-body-muted));
  text-align: center;
`;
