import { AdminOnly } from '../features/admin/admin-shell';
import { StaffScreen } from '../features/admin/staff-screen';

/** /admin/staff: administrators only. */
export function Component() {
  return (
    <AdminOnly>
      <StaffScreen />
    </AdminOnly>
  );
}
