import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * A form posted by the browser itself (JavaScript off or not loaded yet): a urlencoded or
 * multipart body from a client that did not ask for JSON. Such a visitor gets pages, not JSON.
 */
export function isBrowserFormPost(request: FastifyRequest): boolean {
  const type = request.headers["content-type"] ?? "";
  const accept = request.headers.accept ?? "";
  const formBody = type.startsWith("application/x-www-form-urlencoded") || type.startsWith("multipart/form-data");
  return formBody && !accept.includes("application/json");
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A safe way back: the page the form was on, when it is a path of this site. */
export function backPath(request: FastifyRequest): string {
  const body = request.body as { pagePath?: unknown } | undefined;
  const candidate = typeof body?.pagePath === "string" ? body.pagePath : "";
  // One leading slash only: "//2130706433" would be another site.
  return /^\/(?!\/)[a-z0-9/-]*$/.test(candidate) ? candidate : "/";
}

/** Why a form could not be taken, and whom to call instead. */
export interface FormError {
  status: number;
  message: string;
  business: { name: string; phone: { display: string; e164: string } };
}

/** A plain page for a person whose form could not be taken: the reason, a way back, the phone. */
export function sendFormErrorPage(
  request: FastifyRequest,
  reply: FastifyReply,
  { status, message, business }: FormError,
) {
  const back = backPath(request);
  const html = `<!DOCTYPE html>
<html lang="en-US"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>We could not send your request | ${escapeHtml(business.name)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1.25rem;line-height:1.6;color:#1f2933}a{color:#0b4f8a}.call{display:inline-block;margin-top:.5rem;padding:.75rem 1.25rem;border-radius:999px;background:#c2410c;color:#fff;font-weight:700;text-decoration:none}</style>
</head><body><h1>We could not send your request</h1><p>${escapeHtml(message)}</p>
<p><a href="${escapeHtml(back)}">Go back to the form</a> and try again, or call us. We answer live 24/7.</p>
<p><a class="call" href="tel:${escapeHtml(business.phone.e164)}">Call ${escapeHtml(business.phone.display)}</a></p></body></html>`;
  return reply
    .code(status)
    .header("Content-Type", "text/html; charset=utf-8")
    .header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
    .send(html);
}
