import { Icon } from "../icons";

/** Five stars with `rating` of them filled; the number itself is read out instead. */
export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <span className="stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((position) => (
        <span key={position} className={position <= Math.round(rating) ? "stars__on" : "stars__off"}>
          <Icon name="star" size={18} />
        </span>
      ))}
    </span>
  );
}
