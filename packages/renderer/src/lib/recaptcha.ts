interface Grecaptcha {
  render(
    element: HTMLElement,
    options: { sitekey: string; theme: "light"; callback: (token: string) => void; "expired-callback": () => void },
  ): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    onRecaptchaLoad?: () => void;
  }
}

let loading: Promise<Grecaptcha> | null = null;

/** Loads the reCAPTCHA script once, on demand (when a form comes near the viewport). */
export function loadRecaptcha(): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    window.onRecaptchaLoad = () => {
      if (window.grecaptcha) resolve(window.grecaptcha);
    };
    const script = document.createElement("script");
    script.src = "https://www.google.com/recaptcha/api.js?onload=onRecaptchaLoad&render=explicit";
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error("reCAPTCHA failed to load"));
    };
    document.head.append(script);
  });
  return loading;
}
