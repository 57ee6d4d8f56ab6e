/**
 * Opens an address a payment step leads to (a join, a contribution started or its payment
 * method changed, the test checkout): a page of this site through the router (no reload), any
 * other (a provider's page) in the window.
 */
export function goTo(url: string, navigate: (path: string) => void): boolean {
  const target = new URL(url, location.origin);
  if (target.origin === location.origin) navigate(target.pathname + target.search);
  else location.assign(target.href);
  return true;
}
