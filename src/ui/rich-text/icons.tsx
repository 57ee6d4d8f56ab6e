// Toolbar icons, 20 units square, drawn with strokes styled in CSS (see styles.tool).
import type { ReactNode } from "react";
const icon = (children: ReactNode) => (
  <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
    {children}
  </svg>
);

export const ICONS = {
  bold: icon(<path d="M6 3.5h5a3.25 3.25 0 0 1 0 6.5H6zM6 10h6a3.25 3.25 0 0 1 0 6.5H6z" />),
  italic: icon(<path d="M9 3.5h6M5 16.5h6M12.5 3.5l-5 13" />),
  link: icon(
    <path d="M8.5 11.5a3.2 3.2 0 0 0 4.5 0l2.6-2.6a3.2 3.2 0 0 0-4.5-4.5l-1 1M11.5 8.5a3.2 3.2 0 0 0-4.5 0l-2.6 2.6a3.2 3.2 0 0 0 4.5 4.5l1-1" />,
  ),
  bulletList: icon(
    <>
      <circle cx="3.75" cy="5" r="1.25" />
      <circle cx="3.75" cy="10" r="1.25" />
      <circle cx="3.75" cy="15" r="1.25" />
      <path d="M8 5h9M8 10h9M8 15h9" />
    </>,
  ),
  orderedList: icon(
    <path d="M8 5h9M8 10h9M8 15h9M2.75 3.5h1.25V7M2.5 9.25c.3-.5.8-.75 1.3-.75.7 0 1.2.45 1.2 1.05 0 .95-2.5 1.45-2.5 2.95H5M2.5 14h2.5l-1.25 1.5c.8 0 1.25.45 1.25 1.1 0 .6-.5 1.15-1.25 1.15-.55 0-1-.25-1.25-.6" />,
  ),
  heading2: icon(
    <path d="M2.5 4.5v11M9 4.5v11M2.5 10H9M12.5 9c.2-.9 1-1.5 2-1.5 1.1 0 2 .8 2 1.8 0 1.7-4 2.9-4 6.2h4" />,
  ),
  heading3: icon(
    <path d="M2.5 4.5v11M9 4.5v11M2.5 10H9M12.5 7.5h4l-2.2 2.8c1.4 0 2.4.9 2.4 2.2s-1 2.5-2.3 2.5c-.9 0-1.7-.4-2-1.2" />,
  ),
  blockquote: icon(
    <>
      <circle cx="6.25" cy="11.5" r="2.5" />
      <circle cx="13.75" cy="11.5" r="2.5" />
      <path d="M3.75 11.5c0-3.5 1.5-5.5 4.5-6.5M11.25 11.5c0-3.5 1.5-5.5 4.5-6.5" />
    </>,
  ),
  undo: icon(<path d="M7 7.5h6.5a4 4 0 0 1 0 8H9M7 7.5 10 4.5M7 7.5l3 3" />),
  redo: icon(<path d="M13 7.5H6.5a4 4 0 0 0 0 8H11M13 7.5 10 4.5M13 7.5l-3 3" />),
};
