/**
 * Opens an address a join leads to: a page of this site through the router (no reload), any
 * other (a provider's page) in the window.
 */
export function goTo(url: string, navigate: (path: string) => void): boolean {
  const target = new URL(url, location.origin);
  if (target.origin === location.origin) navigate(target.pathname + target.search);
  else location.assign(target.href);
  return true;
}
