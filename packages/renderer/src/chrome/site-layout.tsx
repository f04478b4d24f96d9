import type { ReactNode } from "react";
import { useSite } from "../site-context";
import { Analytics } from "./analytics";
import { Footer } from "./footer";
import { Header } from "./header";
import { Toaster } from "./toaster";

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
      <Footer />
      <Toaster />
      <Analytics />
    </>
  );
}
