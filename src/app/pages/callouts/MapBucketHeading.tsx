import { useLingui } from "@lingui/react/macro";
import { useStore } from "@nanostores/react";
import { hasRole } from "@core/contacts/has-role";
import { $currentUser } from "@stores/session";
import { Heading } from "@ui/typography";

/** The address's bucket of every response (`?bucket=*`). */
const EVERY_BUCKET = "*";

/**
 * Which bucket's responses the map shows, for the callout's staff who opened it with
 * `?bucket=` (from a response's "View on map"): the public map looks the same otherwise.
 */
export function MapBucketHeading({ bucket }: { bucket: string | undefined }) {
  const { t } = useLingui();
  const user = useStore($currentUser);
  const staff = user && (user.isReviewer === true || hasRole(user.activeRoles, "admin"));
  if (bucket === undefined || !staff) return null;
  // Whole sentences per bucket, as translators need them; the inbox is stored as "" (or, for
  // imported responses, its name); any other text is a bucket's own name.
  const heading =
    bucket === EVERY_BUCKET
      ? t`Staff view: the responses of every bucket`
      : bucket === "" || bucket === "inbox"
        ? t`Staff view: the responses in the inbox`
        : bucket === "verified"
          ? t`Staff view: the verified responses`
          : bucket === "trash"
            ? t`Staff view: the responses in the trash`
            : t`Staff view: the responses in ${bucket}`;
  return (
    <Heading level={2} size="sm">
      {heading}
    </Heading>
  );
}
