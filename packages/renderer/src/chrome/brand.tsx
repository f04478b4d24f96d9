import { Link } from "react-router";
import { useSite } from "../site-context";

/**
 * The logo: a drawn mark (a drop of water with a glint of sun, on the brand's blue; an SVG in the
 * stylesheet, so the page's script does not carry it) and the company's name from the catalogue
 * as a wordmark, its first word set heavier. One line beside the menu on a 390 px phone.
 */
export function Brand() {
  const { business } = useSite();
  const [first = "", ...rest] = business.name.split(" ");
  return (
    <Link to="/" className="brand">
      <span className="brand__mark" />
      <span className="brand__name">
        <span className="brand__lead">{first}</span> {rest.join(" ")}
      </span>
    </Link>
  );
}
