import type { AdminCustomerDetail } from '@isoko/shared/admin/customers-schema';
import { formatRwf } from '@isoko/shared/money-format';
import { provinceLabel } from '@isoko/shared/rwanda';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../ui/dialog';
import { QueryError } from '../../ui/query-error';
import { useFigureText } from '../../ui/use-figure-text';
import { formatAdminDate, formatAdminDateTime } from './format';
import { adminCustomerQuery } from './queries';

const initials = (c: Pick<AdminCustomerDetail, 'firstName' | 'lastName'>) =>
  `${c.firstName.charAt(0)}${c.lastName.charAt(0)}`.toUpperCase() || '?';

/** One customer: identity and flags, addresses, order figures and what they tend to buy. */
export function CustomerDetailsDialog({ customerId, onClose }: { customerId: string; onClose: () => void }) {
  const { t } = useTranslation('admin-orders');
  const query = useQuery(adminCustomerQuery(customerId));
  return (
    <Dialog
      title={query.data?.name ?? t('customer.title')}
      onClose={onClose}
      footer={
        <button type="button" className="btn btn-outline" onClick={onClose}>
          {t('customer.close')}
        </button>
      }
    >
      {query.isPending ? (
        <p aria-busy="true">{t('details.loading')}</p>
      ) : query.isError ? (
        <QueryError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <CustomerDetailsBody customer={query.data} />
      )}
    </Dialog>
  );
}

function CustomerDetailsBody({ customer: c }: { customer: AdminCustomerDetail }) {
  const { t, i18n } = useTranslation('admin-orders');
  const figures = useFigureText();
  const yesNo = (v: boolean) => (v ? t('customer.yes') : t('customer.no'));
  const list = (values: string[]) => (values.length ? values.join(', ') : t('customer.none'));
  return (
    <div className="ao-details">
      <div className="ao-person">
        <span className="ao-avatar" aria-hidden="true">
          {initials(c)}
        </span>
        <div>
          <p>
            {c.email ?? t('details.na')} · {c.phone}
          </p>
          <p className="muted">
            {t('customer.joined', { date: formatAdminDate(c.createdAt, i18n.language) })} ·{' '}
            <span className={c.isActive ? 'ao-status ao-status-delivered' : 'ao-status ao-status-cancelled'}>
              {c.isActive ? t('customer.active') : t('customer.inactive')}
            </span>
          </p>
        </div>
      </div>
      <dl className="ao-dl">
        <dt>{t('customer.emailVerified')}</dt>
        <dd>{yesNo(c.emailVerified)}</dd>
        <dt>{t('customer.phoneVerified')}</dt>
        <dd>{yesNo(c.phoneVerified)}</dd>
        <dt>{t('customer.totalOrders')}</dt>
        <dd>{c.totalOrders}</dd>
        <dt>{t('customer.totalSpent')}</dt>
        <dd>{formatRwf(c.totalSpent, i18n.language)}</dd>
        <dt>{t('customer.averageOrder')}</dt>
        <dd>{figures.rwf(c.averageOrder)}</dd>
        <dt>{t('customer.lastLogin')}</dt>
        <dd>{c.lastLogin ? formatAdminDateTime(c.lastLogin, i18n.language) : t('customer.never')}</dd>
      </dl>
      <section aria-labelledby="ao-c-addresses">
        <h3 id="ao-c-addresses">{t('customer.addresses')}</h3>
        {c.addresses.length === 0 ? (
          <p className="muted">{t('customer.noAddresses')}</p>
        ) : (
          <ul className="ao-addresses">
            {c.addresses.map((a) => (
              <li key={a.id}>
                <strong>{a.receiverName}</strong>{' '}
                {a.isDefault && <span className="badge">{t('customer.default')}</span>}
                <br />
                {[
                  a.street,
                  a.sector,
                  a.district,
                  a.city,
                  provinceLabel(a.province, i18n.language),
                  a.country || 'Rwanda',
                ]
                  .filter(Boolean)
                  .join(', ')}
                <br />
                <span className="muted">{a.phone}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="ao-c-prefs">
        <h3 id="ao-c-prefs">{t('customer.preferences')}</h3>
        <dl className="ao-dl">
          <dt>{t('customer.favoriteColors')}</dt>
          {/* Colours and sizes in the staff member's language; an older server sends only the stored words. */}
          <dd>{list(c.preferences.favoriteColorLabels ?? c.preferences.favoriteColors)}</dd>
          <dt>{t('customer.size')}</dt>
          <dd>{list(c.preferences.favoriteSizeLabels ?? c.preferences.favoriteSizes)}</dd>
        </dl>
      </section>
    </div>
  );
}
