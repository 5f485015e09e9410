import { SimpleDashboard } from '../features/admin/simple-dashboard';

export function Component() {
  return <SimpleDashboard />;
}
