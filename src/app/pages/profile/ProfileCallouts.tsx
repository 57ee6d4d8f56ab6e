/**
 * Where the open callouts go on the profile page. Callouts come with issue 4; until then this
 * renders nothing.
 */
export function ProfileCallouts() {
  return null;
}
