import { describe, expect, it } from 'vitest';
import { parseRoom, rooms } from './realtime';

describe('parseRoom', () => {
  it('reads each room kind', () => {
    expect(parseRoom('admins')).toEqual({ kind: 'admins' });
    expect(parseRoom(rooms.customer('c1'))).toEqual({ kind: 'customer', id: 'c1' });
    expect(parseRoom(rooms.tracking('TRK-ABC123'))).toEqual({ kind: 'tracking', id: 'TRK-ABC123' });
    expect(parseRoom(rooms.phone('+250781234567'))).toEqual({ kind: 'phone', id: '+250781234567' });
  });
  it('refuses unknown kinds and malformed ids', () => {
    expect(parseRoom('everyone')).toBeNull();
    expect(parseRoom('secret:1')).toBeNull();
    expect(parseRoom('order:')).toBeNull();
    expect(parseRoom('order:a b')).toBeNull();
    expect(parseRoom(42)).toBeNull();
  });
});
