/** What a route module may tell the root layout through its `handle` export. */
export interface RouteHandle {
  /** false: the route draws its own page, without the site's header, footer and popups. */
  siteChrome?: false;
}

export function wantsSiteChrome(handles: readonly unknown[]): boolean {
  return !handles.some((handle) => (handle as RouteHandle | undefined)?.siteChrome === false);
}
