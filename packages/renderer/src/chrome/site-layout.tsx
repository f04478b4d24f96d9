import type { ReactNode } from "react";
import { useSite } from "../site-context";
import { Analytics } from "./analytics";
import { homeRequestAnchor } from "./call-bar";
import { Footer } from "./footer";
import { Header } from "./header";
import { Toaster } from "./toaster";

/**
 * Header, main content and footer, with a skip link to the content. `requestAnchor`: where the
 * page's Request Service leads (`requestAnchor` of its blocks); the home page's form by default.
 */
export function SiteLayout({
  children,
  requestAnchor = homeRequestAnchor,
}: {
  children: ReactNode;
  requestAnchor?: string;
}) {
  const { navigation } = useSite();
  return (
    <>
      <a href="#main-content" className="skip-link">
        {navigation.ui.skipLink}
      </a>
      <Header requestAnchor={requestAnchor} />
      <main id="main-content" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <Toaster />
      <Analytics />
    </>
  );
}
