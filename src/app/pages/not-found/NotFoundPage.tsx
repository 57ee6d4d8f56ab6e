import { Trans } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { Link } from "wouter";
import { $general } from "@stores/settings";

/** Any unknown address: say so plainly and offer the way home. */
export default function NotFoundPage() {
  const { supportEmail } = useStore($general);
  return (
    <>
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>The page you are looking for does not exist, or it has moved.</Trans>
      </p>
      {supportEmail && (
        <p>
          <Trans>
            If you think this is a mistake, write to{" "}
            <a href={`mailto:${supportEmail}`}>{supportEmail}</a>.
          </Trans>
        </p>
      )}
      <p>
        <Link href="/">
          <Trans>Go to the home page</Trans>
        </Link>
      </p>
    </>
  );
}
