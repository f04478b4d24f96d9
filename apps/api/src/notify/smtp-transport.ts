import nodemailer, { type Transporter } from "nodemailer";

/** The mail transport SMTP_URL describes: smtps:// on 465, smtp:// with STARTTLS (or `?tls=off` on loopback). */
export function smtpTransport(smtpUrl: string): Transporter {
  const url = new URL(smtpUrl);
  return nodemailer.createTransport({
    host: url.hostname,
    port: Number(url.port) || (url.protocol === "smtps:" ? 465 : 587),
    secure: url.protocol === "smtps:",
    ...(url.username
      ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } }
      : {}),
    // A plain smtp:// URL on loopback (tests, a local relay) needs no TLS upgrade.
    ignoreTLS: url.searchParams.get("tls") === "off",
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
}
