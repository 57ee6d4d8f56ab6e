import { css } from "@linaria/core";
import { useStore } from "@nanostores/react";
import { $general } from "@stores/settings";

// A fixed height and an automatic width: an SVG with only a viewBox has no size of its own,
// and `height: auto` would draw it at 0 x 0; its viewBox still gives the width.
const logo = css`
  display: block;
  width: auto;
  max-width: 100%;
  object-fit: contain;
  object-position: left center;
`;

/**
 * The organisation's logo with its name as the text alternative, or the name alone. With
 * `decorative`, the name is written beside it, so the picture says nothing more.
 */
export function OrganisationLogo({
  height = 48,
  decorative = false,
}: {
  height?: number;
  decorative?: boolean;
}) {
  const { logoUrl, organisationName } = useStore($general);
  if (!logoUrl) return decorative ? null : <strong>{organisationName}</strong>;
  return (
    <img
      className={logo}
      src={logoUrl}
      alt={decorative ? "" : organisationName}
      style={{ height }}
    />
  );
}
