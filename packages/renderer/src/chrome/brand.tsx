import { Link } from "react-router";
import { useSite } from "../site-context";

/**
 * The logo, a lockup: a drawn mark (a drop of water with a glint of sun, on the brand's blue; an
 * SVG in the stylesheet, so the page's script does not carry it) beside the company's name from
 * the catalogue, its first word large and heavy over the rest in small spaced capitals.
 */
export function Brand() {
  const { business } = useSite();
  const [first = "", ...rest] = business.name.split(" ");
  return (
    <Link to="/" className="brand">
      <span className="brand__mark" />
      <span className="brand__name">
        <span className="brand__lead">{first}</span> <span className="brand__rest">{rest.join(" ")}</span>
      </span>
    </Link>
  );
}
