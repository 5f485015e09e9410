import { CONSENT_STORAGE_KEY } from '@isoko/shared/analytics/constants';
import type { ConsentState } from '@isoko/shared/analytics/schema';

/**
 * The shopper's analytics choice: pending until they answer the banner (nothing is sent while
 * pending), then granted or denied. Kept in browser storage under `analytics_consent` and read
 * at start; with storage blocked it lasts the visit.
 */
/** Used only when browser storage is blocked. */
let memory: ConsentState = 'pending';
const listeners = new Set<() => void>();

export function readConsent(): ConsentState {
  try {
    const saved = localStorage.getItem(CONSENT_STORAGE_KEY);
    return saved === 'granted' || saved === 'denied' ? saved : 'pending';
  } catch {
    return memory;
  }
}

export function setConsent(choice: 'granted' | 'denied'): void {
  memory = choice;
  try {
    localStorage.setItem(CONSENT_STORAGE_KEY, choice);
  } catch (error) {
    console.warn('consent not stored', error);
  }
  for (const listener of listeners) listener();
}

export function subscribeConsent(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True only once the shopper said yes. */
export const analyticsAllowed = () => readConsent() === 'granted';

/** For tests: forget the choice kept in memory and the listeners. */
export function resetConsentForTests() {
  memory = 'pending';
  listeners.clear();
}

/** The banner can be opened again from the footer and the privacy page. */
const reopenListeners = new Set<() => void>();
export const openConsentSettings = () => {
  for (const listener of reopenListeners) listener();
};
export function onConsentSettingsOpened(listener: () => void): () => void {
  reopenListeners.add(listener);
  return () => reopenListeners.delete(listener);
}
