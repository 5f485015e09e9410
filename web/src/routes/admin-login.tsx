import { AdminLoginForm } from '../features/admin/login-form';
import { LanguageSwitcher } from '../ui/language-switcher';
import '../features/admin/admin.css';

/** /admin/login: open to everyone, outside the back-office frame, with the language choice above the form. */
export function Component() {
  return (
    <main className="admin-login-page">
      <div className="admin-login-column">
        <div className="admin-login-language">
          <LanguageSwitcher light />
        </div>
        <AdminLoginForm />
      </div>
    </main>
  );
}
