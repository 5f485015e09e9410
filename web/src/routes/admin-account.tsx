import { AccountScreen } from '../features/admin/account-screen';

/** /admin/account: every signed-in member, whatever their role. */
export function Component() {
  return <AccountScreen />;
}
