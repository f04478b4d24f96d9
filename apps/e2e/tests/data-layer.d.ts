// What the site and the tests put on `window`: the analytics queue the site pushes its events to
// (see the renderer's track()), and the markers the tests leave to observe a page.
declare global {
  interface Window {
    dataLayer?: unknown[];
    /** Set by a test before a navigation: still there afterwards when no full page load happened. */
    stillHere?: boolean;
    /** Content-Security-Policy violations the page reported. */
    cspViolations?: string[];
    /** Hands the page's analytics events to the test across a full page load. */
    keepEvents?: (events: unknown[]) => void;
    /** React Router's router, which the page's start-up puts here. */
    __reactRouterDataRouter?: { navigate: (to: string) => Promise<void> };
  }
}

export {};
