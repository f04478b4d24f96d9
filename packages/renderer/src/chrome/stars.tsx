/**
 * Five stars with `rating` of them filled; the number itself is read out instead. One element,
 * drawn by its style sheet (chrome.css): five stars of icons were sixteen elements a rating, over
 * a hundred on a page that quotes several reviews.
 */
export function Stars({ rating, label }: { rating: number; label: string }) {
  const filled = Math.min(5, Math.max(0, Math.round(rating)));
  return <span className={`stars stars--${filled}`} role="img" aria-label={label} />;
}
