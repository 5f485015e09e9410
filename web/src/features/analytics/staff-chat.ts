import { ChatStaffEvent } from '@isoko/shared/analytics/conversations';
import './staff-chat.css';

/**
 * A `chat:staff` event as a line of the shopper's chat: a notice that a person joined or left,
 * or a staff member's answer. Anything else is ignored.
 */
export interface StaffChatLine {
  id: string;
  from: 'assistant';
  text: string;
  at: string;
  staff?: true;
  notice?: 'joined' | 'left';
}

export function staffChatLine(payload: unknown): StaffChatLine | null {
  const event = ChatStaffEvent.safeParse(payload);
  if (!event.success) return null;
  const e = event.data;
  if (e.kind === 'message')
    return { id: e.messageId, from: 'assistant', text: e.text, at: e.at, staff: true };
  return { id: `${e.kind}-${e.at}`, from: 'assistant', text: '', at: e.at, notice: e.kind };
}
