import type { AddressDto } from '@isoko/shared/customers/schema';
import { formatRwPhone } from '@isoko/shared/phone';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/dialog';
import { ErrorText } from '../../ui/error-text';
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
  // The address the shopper asked to delete, while the question is open.
  const [deleting, setDeleting] = useState<AddressDto | null>(null);
  const remove = useDeleteAddress();
  const makeDefault = useSetDefaultAddress();
  const failure = remove.error ?? makeDefault.error;

  return (
    <div className="addresses">
      {editing === 'new' ? (
        <AddressFormPanel defaults={defaults} onDone={() => setEditing(null)} />
      ) : (
        <button type="button" className="btn btn-primary" onClick={() => setEditing('new')}>
          {t('addresses.add')}
        </button>
      )}
      {failure && (
        <p className="alert alert-error" role="alert">
          <ErrorText error={failure} />
        </p>
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
                <button type="button" className="btn-link danger" onClick={() => setDeleting(a)}>
                  {t('addresses.delete')}
                </button>
              </div>
            </li>
          ),
        )}
      </ul>
      {deleting && (
        <ConfirmDialog
          title={t('addresses.confirmDelete')}
          keepLabel={t('addresses.keep')}
          confirmLabel={t('addresses.delete')}
          busy={remove.isPending}
          onKeep={() => setDeleting(null)}
          onConfirm={() => remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
        >
          <p>
            {deleting.street}
            {deleting.sector ? `, ${deleting.sector}` : ''}, {deleting.district}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
