import { Link } from "react-router";
import { useSite } from "../site-context";

/**
 * The logo: a drawn mark (a drop of water with a glint of sun, on the brand's blue) and the
 * company's name from the catalogue as a wordmark, its first word set heavier. One line beside the
 * header's buttons on a 390 px phone.
 */
export function Brand() {
  const { business } = useSite();
  const [first = "", ...rest] = business.name.split(" ");
  return (
    <Link to="/" className="brand">
      <svg className="brand__mark" width="32" height="32" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#0b4f8a" />
        <path d="M15 5.5c-3.6 4.6-7 9.2-7 13a7 7 0 0 0 14 0c0-3.8-3.4-8.4-7-13z" fill="#fff" />
        <path
          d="M10.6 20.2c1.5-1.3 3-1.3 4.4 0s2.9 1.3 4.4 0"
          fill="none"
          stroke="#0b4f8a"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
        <circle cx="25" cy="7.5" r="3" fill="#fb923c" />
      </svg>
      <span className="brand__name">
        <span className="brand__lead">{first}</span>
        {rest.length > 0 ? ` ${rest.join(" ")}` : null}
      </span>
    </Link>
  );
}
