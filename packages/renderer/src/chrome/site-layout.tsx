import { lazy, type ReactNode, Suspense } from "react";
import { useSite } from "../site-context";
import { Header } from "./header";
import { Toaster } from "./toaster";

// The footer (links that work as plain HTML meanwhile) and the analytics (which draw nothing)
// load as chunks of their own after the page's first script: the prerendered page holds the
// footer in full, and hydration leaves it as it is until its code arrives.
const Footer = lazy(() => import("./footer").then((module) => ({ default: module.Footer })));
const Analytics = lazy(() => import("./analytics").then((module) => ({ default: module.Analytics })));

/** Header, main content and footer, with a skip link to the content. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { navigation } = useSite();
  return (
    <>
      <a href="#main-content" className="skip-link">
        {navigation.ui.skipLink}
      </a>
      <Header />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      <Toaster />
      <Suspense fallback={null}>
        <Analytics />
      </Suspense>
    </>
  );
}
