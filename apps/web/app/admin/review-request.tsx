import type { ReviewChannel, SubmissionDetail } from "@brightwater/contracts";
import { mailtoLink, phoneLink, smsLink } from "./contact-links";
import { formatTime, reviewLinkMissingLabel } from "./labels";

interface ReviewRequestProps {
  lead: SubmissionDetail;
  /** Called as a link opens the text or the e-mail: the request is recorded on the lead. */
  onSent: (channel: ReviewChannel) => void;
}

/**
 * "Ask for a review" on a booked lead: a text and an e-mail already written, carrying the
 * business's review link. Every customer gets the same link, with no question about the job
 * before it (review gating breaks Google's policy and the FTC's rule on reviews).
 */
export function ReviewRequest({ lead, onSent }: ReviewRequestProps) {
  const message = lead.reviewRequest;
  const phone = phoneLink(lead.phone);
  const sms = message && phone ? smsLink(phone, message.body) : null;
  const mailto = message ? mailtoLink(lead.email, message) : null;
  return (
    <section className="review-request" aria-labelledby="review-request-heading">
      <h3 id="review-request-heading">Ask for a review</h3>
      {!message ? (
        <p className="review-request__missing">{reviewLinkMissingLabel}</p>
      ) : sms || mailto ? (
        <p className="review-request__links">
          {sms ? (
            <a className="button button--primary" href={sms} onClick={() => onSent("sms")}>
              Text a review request
            </a>
          ) : null}
          {mailto ? (
            <a className="button button--secondary" href={mailto} onClick={() => onSent("email")}>
              E-mail a review request
            </a>
          ) : null}
        </p>
      ) : (
        <p className="review-request__missing">This lead left no number or e-mail address to send it to.</p>
      )}
      <p className="review-request__when">
        {lead.reviewRequestedAt ? (
          <>
            Asked for a review on <time dateTime={lead.reviewRequestedAt}>{formatTime(lead.reviewRequestedAt)}</time>
          </>
        ) : (
          "Not asked for a review yet."
        )}
      </p>
    </section>
  );
}
