import { useQuery } from '@tanstack/react-query';
import { Link } from '../../routing';
import { categoriesQuery } from './queries';
import { useDocumentMeta } from './use-document-meta';

/** The words of one not-found screen, already in the shopper's language. */
export interface NotFoundTexts {
  title: string;
  hint: string;
  /** The link back to the shop. */
  shop: string;
  /** The heading over the shop's categories. */
  others: string;
}

/**
 * A catalogue address the shop does not have (a product or a category): says so, in the tab's
 * title too, and offers the shop and the categories it does have. `name` tells the screens apart
 * (their test id and the categories heading's id).
 */
export function CatalogNotFound({ name, texts }: { name: string; texts: NotFoundTexts }) {
  useDocumentMeta(texts.title);
  const categories = useQuery(categoriesQuery());
  const listId = `${name}-not-found-list`;
  return (
    <div className="container status-screen" data-testid={`${name}-not-found`}>
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>{texts.title}</h1>
      <p className="muted">{texts.hint}</p>
      <p className="actions">
        <Link to="/shop" className="btn btn-primary">
          {texts.shop}
        </Link>
      </p>
      {categories.data && categories.data.length > 0 && (
        <>
          <h2 id={listId}>{texts.others}</h2>
          <nav className="chips" aria-labelledby={listId}>
            {categories.data.map((c) => (
              <Link key={c.id} to={`/category/${encodeURIComponent(c.slug)}`} className="chip">
                {c.name}
              </Link>
            ))}
          </nav>
        </>
      )}
    </div>
  );
}
