import { isUuid } from '@isoko/shared/ids';
import { parseRoom, type Room } from '@isoko/shared/realtime';
import type { AppDeps } from '../deps';
import type { CustomerPrincipal, StaffPrincipal } from '../modules/auth/sessions';
import { isCustomersOrder } from '../modules/orders/service';
import { findShipmentByTrackingId } from '../modules/tracking/service';
import { takenOverBy } from './chat-takeover';

export interface SocketPrincipal {
  customer: CustomerPrincipal | null;
  staff: StaffPrincipal | null;
}

export type JoinDecision = { ok: true } | { ok: false; code: 'ROOM_FORBIDDEN' | 'NOT_FOUND' | 'BAD_ROOM' };

/**
 * Every room join is decided here, on the server. Guests may follow one public tracking id
 * and their own chat; everything personal needs the matching session.
 */
export async function authorizeRoom(
  deps: AppDeps,
  who: SocketPrincipal,
  name: unknown,
): Promise<JoinDecision> {
  const room: Room | null = parseRoom(name);
  if (!room) return { ok: false, code: 'BAD_ROOM' };
  const deny = { ok: false, code: 'ROOM_FORBIDDEN' } as const;
  switch (room.kind) {
    case 'admins':
      return who.staff ? { ok: true } : deny;
    case 'customer':
      return who.customer?.customerId === room.id || who.staff ? { ok: true } : deny;
    case 'order': {
      if (who.staff) return { ok: true };
      if (!who.customer || !isUuid(room.id)) return deny;
      return (await isCustomersOrder(deps.db, room.id, who.customer.customerId)) ? { ok: true } : deny;
    }
    case 'tracking': {
      // Public: the tracking room only ever carries a parcel's public status.
      return (await findShipmentByTrackingId(deps.db, room.id))
        ? { ok: true }
        : { ok: false, code: 'NOT_FOUND' };
    }
    case 'chat':
      if (room.id.length < 16) return deny;
      // Staff (not shopping themselves) join a shopper's chat only while they have taken it over.
      if (who.staff && !who.customer) {
        return (await takenOverBy(deps, room.id)) === who.staff.staffId ? { ok: true } : deny;
      }
      // Chat session ids are unguessable random ids held by the browser that started them.
      return { ok: true };
    case 'tryon':
      // Like chat: an unguessable id the browser chose; the room only carries progress percents.
      return room.id.length >= 16 ? { ok: true } : deny;
    case 'phone':
      // The simulated handset exists only in demo mode.
      return deps.config.isDemo ? { ok: true } : deny;
  }
}
