import { useTranslation } from 'react-i18next';
import { ContactMessages } from '../features/content/contact-messages';
import '../features/content/content.css';

/** /admin/messages: what shoppers wrote on the Contact page (every staff member may read them). */
export function Component() {
  const { t } = useTranslation('admin-content');
  return (
    <div className="container admin-content">
      <h1>{t('messages.title')}</h1>
      <ContactMessages />
    </div>
  );
}
