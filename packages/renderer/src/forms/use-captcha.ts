import { useCallback, useEffect, useRef, useState } from "react";
import { loadRecaptcha } from "../lib/recaptcha";

/**
 * The reCAPTCHA v2 checkbox, when a site key is configured. `token` is "" until the visitor
 * solves it, and again after it expires or is reset.
 */
export function useCaptcha(siteKey: string | null) {
  const container = useRef<HTMLDivElement>(null);
  const widget = useRef<number | null>(null);
  const [token, setToken] = useState("");

  useEffect(() => {
    if (!siteKey || !container.current) return;
    let live = true;
    void loadRecaptcha().then((grecaptcha) => {
      if (!live || !container.current || widget.current !== null) return;
      widget.current = grecaptcha.render(container.current, {
        sitekey: siteKey,
        theme: "light",
        callback: setToken,
        "expired-callback": () => setToken(""),
      });
    });
    return () => {
      live = false;
    };
  }, [siteKey]);

  const reset = useCallback(() => {
    setToken("");
    if (widget.current !== null) window.grecaptcha?.reset(widget.current);
  }, []);

  return { enabled: siteKey !== null, container, token, reset };
}
