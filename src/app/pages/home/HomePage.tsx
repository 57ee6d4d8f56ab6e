import { useStore } from "@nanostores/react";
import { Redirect } from "wouter";
import { $currentUser } from "@stores/session";
import { $general } from "@stores/settings";
import { homePath } from "../../router/guard";

/** `/` has no content of its own: it sends each person to their starting page. */
export default function HomePage() {
  const user = useStore($currentUser);
  const { reviewerOnly } = useStore($general);
  // The route requires login, so a user is always present here.
  return user ? <Redirect to={homePath(user, reviewerOnly)} replace /> : null;
}
