import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

export function Component() {
  const { t } = useTranslation();
  return (
    <div className="container status-screen">
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>{t('notFound.title')}</h1>
      <p>{t('notFound.body')}</p>
      <p className="actions">
        <Link to="/" className="btn btn-primary">
          {t('notFound.home')}
        </Link>
        <Link to="/shop" className="btn btn-outline">
          {t('notFound.shop')}
        </Link>
      </p>
    </div>
  );
}
