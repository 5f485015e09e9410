import type { UserDto } from '@isoko/shared/customers/schema';
import { formatRwPhone } from '@isoko/shared/phone';
import { useTranslation } from 'react-i18next';

export interface AccountHeaderProps {
  user: UserDto;
  refreshing: boolean;
  onRefresh: () => void;
  onLogout: () => void;
}

export function AccountHeader({ user, refreshing, onRefresh, onLogout }: AccountHeaderProps) {
  const { t } = useTranslation('account');
  const name = user.firstName || t('customer');
  return (
    <header className="account-header card">
      <span className="account-initial" aria-hidden="true">
        {name.slice(0, 1).toUpperCase()}
      </span>
      <div className="account-hello">
        <h1>{t('welcome', { name })}</h1>
        <p className="muted">{user.email || formatRwPhone(user.phone)}</p>
      </div>
      <div className="account-header-actions">
        <button type="button" className="btn btn-outline" onClick={onRefresh} disabled={refreshing}>
          {refreshing ? t('refreshing') : t('refresh')}
        </button>
        <button type="button" className="btn btn-outline" onClick={onLogout}>
          {t('logout')}
        </button>
      </div>
    </header>
  );
}
