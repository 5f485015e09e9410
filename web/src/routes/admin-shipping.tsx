import { AdminOnly } from '../features/admin/admin-shell';
import { ShippingSettingsScreen } from '../features/admin/shipping-form';

/** /admin/shipping: administrators only. */
export function Component() {
  return (
    <AdminOnly>
      <ShippingSettingsScreen />
    </AdminOnly>
  );
}
