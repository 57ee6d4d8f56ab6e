import { css } from "@linaria/core";

/** A line of small print in a cell: an email, a file name, who commented when. */
export const small = css`
  font-size: 0.8125rem;
  overflow-wrap: anywhere;
`;

/** A long answer or comment, cut after three lines. */
export const answerText = css`
  display: -webkit-box;
  max-width: 24rem;
  min-width: 10rem;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  white-space: pre-line;
`;
