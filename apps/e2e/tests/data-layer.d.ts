// The analytics queue the site pushes its events to (see the renderer's track()).
declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

export {};
