import { AnalyticsScreen } from '../features/admin-analytics/analytics-screen';

/** /admin/analytics (staff). */
export function Component() {
  return (
    <div className="container">
      <AnalyticsScreen />
    </div>
  );
}
