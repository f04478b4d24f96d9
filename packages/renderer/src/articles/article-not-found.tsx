import { Link } from "react-router";
import { useSite } from "../site-context";

export function ArticleNotFound() {
  const { navigation } = useSite();
  const copy = navigation.ui.articleNotFound;
  return (
    <section className="hero">
      <div className="container hero__inner">
        <h1>{copy.title}</h1>
        <p className="hero__subtitle">{copy.text}</p>
        <div className="actions">
          <Link to="/archive" className="button button--primary">
            {copy.backLabel}
          </Link>
        </div>
      </div>
    </section>
  );
}
