/**
 * Where the organisation's notices to members go on the profile page. Notices are not built
 * yet, so this renders nothing; the notices feature fills it.
 */
export function ProfileNotices() {
  return null;
}
