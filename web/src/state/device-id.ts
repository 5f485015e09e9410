/** Browser storage key of the device identifier that ties views and carts to recommendations. */
export const DEVICE_ID_KEY = 'deviceId';

let memoryId: string | null = null;

export function newDeviceId(now = Date.now(), random = Math.random): string {
  return `device-${now}-${random().toString(36).slice(2, 11)}`;
}

/**
 * This browser's anonymous id, made once and kept under `deviceId`: the user id of tracking,
 * recommendations, chat and negotiation for guests. With storage blocked it lasts the visit.
 */
export function getDeviceId(): string {
  try {
    const saved = localStorage.getItem(DEVICE_ID_KEY);
    if (saved && /^device-[\w-]{1,80}$/.test(saved)) return saved;
    const id = memoryId ?? newDeviceId();
    localStorage.setItem(DEVICE_ID_KEY, id);
    memoryId = id;
    return id;
  } catch {
    memoryId ??= newDeviceId();
    return memoryId;
  }
}
