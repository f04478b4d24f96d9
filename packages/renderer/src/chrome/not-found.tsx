import { Link } from "react-router";
import { useSite } from "../site-context";
import { CallLink } from "./call-link";

export function NotFound() {
  const { navigation } = useSite();
  const copy = navigation.ui.notFound;
  return (
    <section className="hero">
      <div className="container hero__inner">
        <p className="hero__eyebrow">404</p>
        <h1>{copy.heading}</h1>
        <p className="hero__subtitle">{copy.text}</p>
        <div className="actions">
          <Link to="/" className="button button--primary">
            {copy.homeLabel}
          </Link>
          <CallLink trackLabel="404 Page" className="button button--secondary" />
        </div>
      </div>
    </section>
  );
}
