import { rooms, type SocketEvent } from '@isoko/shared/realtime';
import { useQueryClient } from '@tanstack/react-query';
import { useLiveRoom } from '../../realtime/use-live-room';
import { conversationKeys } from './queries';

const ADMIN_EVENTS: readonly SocketEvent[] = ['admin:conversation'];
const CHAT_EVENTS: readonly SocketEvent[] = ['assistant:message', 'chat:staff'];
const CATCH_UP = [conversationKeys.all] as const;

/**
 * Keeps the conversations screen current: every chat line and negotiation move arrives in the
 * `admins` room and the lists are read again; a chat taken over is joined too (the server lets
 * in only the staff member holding it).
 */
export function useLiveConversations(heldSessionId: string | null) {
  const qc = useQueryClient();
  const refresh = () => void qc.invalidateQueries({ queryKey: conversationKeys.all });
  useLiveRoom(rooms.admins(), ADMIN_EVENTS, refresh, { catchUp: CATCH_UP });
  useLiveRoom(heldSessionId ? rooms.chat(heldSessionId) : undefined, CHAT_EVENTS, refresh);
}
