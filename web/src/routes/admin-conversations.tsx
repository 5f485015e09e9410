import { useStaffSession } from '../features/admin/staff-session';
import { ConversationsScreen } from '../features/admin-conversations/conversations-screen';

/** /admin/conversations (staff). */
export function Component() {
  const session = useStaffSession();
  if (!session.data) return null;
  return (
    <div className="container">
      <ConversationsScreen staffId={session.data.id} />
    </div>
  );
}
