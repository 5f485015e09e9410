import { AdminLoginForm } from '../features/admin/login-form';
import '../features/admin/admin.css';

/** /admin/login: open to everyone, outside the back-office frame. */
export function Component() {
  return (
    <main className="admin-login-page">
      <AdminLoginForm />
    </main>
  );
}
