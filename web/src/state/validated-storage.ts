/** The synchronous storage shape `atomWithStorage` takes (jotai does not export its type). */
export interface SyncStorage<T> {
  getItem: (key: string, initialValue: T) => T;
  setItem: (key: string, value: T) => void;
  removeItem: (key: string) => void;
  subscribe?: (key: string, callback: (value: T) => void, initialValue: T) => (() => void) | undefined;
}

export interface ValidatedStorageOptions<T> {
  /** Reads what was stored; null when it is unreadable (then it is dropped). */
  parse: (value: unknown) => T | null;
  /** What to write for a value. */
  serialize: (value: T) => unknown;
  /** A smaller form to write when the full one hits the storage quota. */
  fallback?: (value: T) => unknown;
}

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    // Storage blocked (private mode, policy): the state lives for this visit only.
    return null;
  }
};

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED' || error.code === 22)
  );
}

/**
 * A jotai storage over localStorage that never lets bad data in: unreadable or invalid JSON is
 * removed and the initial value used, a full quota retries with the smaller `fallback` form, and
 * other tabs' changes arrive through the `storage` event.
 */
export function validatedStorage<T>(options: ValidatedStorageOptions<T>): SyncStorage<T> {
  const read = (key: string, raw: string | null, initialValue: T): T => {
    if (raw === null) return initialValue;
    let parsed: T | null = null;
    try {
      parsed = options.parse(JSON.parse(raw));
    } catch {
      parsed = null;
    }
    if (parsed === null) {
      console.warn(`Dropped unreadable stored "${key}"`);
      try {
        storage()?.removeItem(key);
      } catch {
        // nothing more to do
      }
      return initialValue;
    }
    return parsed;
  };

  return {
    getItem(key, initialValue) {
      const store = storage();
      if (!store) return initialValue;
      let raw: string | null;
      try {
        raw = store.getItem(key);
      } catch {
        return initialValue;
      }
      return read(key, raw, initialValue);
    },
    setItem(key, value) {
      const store = storage();
      if (!store) return;
      try {
        store.setItem(key, JSON.stringify(options.serialize(value)));
      } catch (error) {
        if (!options.fallback || !isQuotaError(error)) return;
        try {
          store.setItem(key, JSON.stringify(options.fallback(value)));
        } catch {
          // Still too big: keep the state in memory for this visit.
        }
      }
    },
    removeItem(key) {
      try {
        storage()?.removeItem(key);
      } catch {
        // storage blocked
      }
    },
    subscribe(key, callback, initialValue) {
      if (typeof window === 'undefined') return undefined;
      const onStorage = (event: StorageEvent) => {
        if (event.storageArea === storage() && event.key === key) {
          callback(read(key, event.newValue, initialValue));
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}
