import { css } from "@linaria/core";
import { useStore } from "@nanostores/react";
import { $general } from "../../stores/settings";

const logo = css`
  display: block;
  max-width: 100%;
  height: auto;
`;

/** The organisation's logo with its name as the text alternative, or the name alone. */
export function OrganisationLogo({ height = 48 }: { height?: number }) {
  const { logoUrl, organisationName } = useStore($general);
  if (!logoUrl) return <strong>{organisationName}</strong>;
  return (
    <img className={logo} src={logoUrl} alt={organisationName} style={{ maxHeight: height }} />
  );
}
