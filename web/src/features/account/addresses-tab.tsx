import type { AddressDto } from '@isoko/shared/customers/schema';
import { formatRwPhone } from '@isoko/shared/phone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AddressFormPanel } from './address-form';
import { useDeleteAddress, useSetDefaultAddress } from './queries';

export interface AddressesTabProps {
  addresses: AddressDto[];
  defaults: { receiverName: string; phone: string };
}

/** Saved delivery addresses: add, edit, delete and choose the default. */
export function AddressesTab({ addresses, defaults }: AddressesTabProps) {
  const { t } = useTranslation('account');
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();

  return (
    <div className="addresses">
      {editing === 'new' ? (
        <AddressFormPanel defaults={defaults} onDone={() => setEditing(null)} />
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          {t('addresses.add')}
        </button>
      )}
      {!addresses.length && <p className="empty-state">{t('addresses.empty')}</p>}
      <ul className="address-cards">
        {addresses.map((a) =>
          editing === a.id ? (
            <li key={a.id}>
              <AddressFormPanel address={a} defaults={defaults} onDone={() => setEditing(null)} />
            </li>
          ) : (
            <li key={a.id} className="card address-card">
              <p>
                <strong>{a.receiverName}</strong>{' '}
                {a.isDefault && <span className="badge badge-green">{t('addresses.default')}</span>}
              </p>
              <p>
                {a.street}
                {a.sector ? `, ${a.sector}` : ''}
              </p>
              <p>
                {a.city}, {a.district}, {a.country}
              </p>
              <p className="muted">{formatRwPhone(a.phone)}</p>
              <div className="address-actions">
                <button type="button" className="btn-link" onClick={() => setEditing(a.id)}>
                  {t('addresses.edit')}
                </button>
                {!a.isDefault && (
                  <button type="button" className="btn-link" onClick={() => makeDefault.mutate(a.id)}>
                    {t('addresses.setDefault')}
                  </button>
                )}
                <button
                  type="button"
                  className="btn-link danger"
                  onClick={() => {
                    if (window.confirm(t('addresses.confirmDelete'))) remove.mutate(a.id);
                  }}
                >
                  {t('addresses.delete')}
                </button>
              </div>
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
