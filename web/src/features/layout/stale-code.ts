/**
 * After a new version of the shop is deployed, a tab opened before it still asks for the old
 * version's screen scripts, which are gone (the server answers 404). The browser then fails the
 * import with one of these messages (Chromium, Firefox, Safari, and Vite's style preloading).
 */
const STALE_CODE = /dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isStaleCodeError(error: unknown): boolean {
  return error instanceof Error && STALE_CODE.test(error.message);
}

const RELOADED_AT = 'isoko:reloaded-for-new-code';
/** At most one reload a minute: a shop that is really unreachable must not reload forever. */
const RELOAD_GAP_MS = 60_000;

/**
 * Reloads the page once, so the shopper gets the new version instead of an error; returns
 * whether it did. A second failure within a minute is left to the error screen and its button.
 */
export function reloadForNewCode(
  storage: Pick<Storage, 'getItem' | 'setItem'> = window.sessionStorage,
  reload: () => void = () => window.location.reload(),
  now: number = Date.now(),
): boolean {
  try {
    const last = Number(storage.getItem(RELOADED_AT) ?? 0);
    if (now - last < RELOAD_GAP_MS) return false;
    storage.setItem(RELOADED_AT, String(now));
  } catch {
    // Storage refused (a private window): one reload is still better than an error screen,
    // and without a record the next failure shows the screen, since the page is new by then.
    return false;
  }
  reload();
  return true;
}

/**
 * What the error screen does about an error: `error`, show the error screen (a bug, not missing
 * code); `offline`, say the screen needs the network, since its code was never downloaded and
 * cannot be without one (a reload would drop the shopper onto the browser's offline page);
 * `check`, ask the server whether it is reachable, then reload for the new version if it is.
 */
export type CodeFailureAction = 'error' | 'offline' | 'check';

export function actionForFailure(error: unknown, online: boolean): CodeFailureAction {
  if (!isStaleCodeError(error)) return 'error';
  return online ? 'check' : 'offline';
}

/**
 * Whether the shop's server answers at all. The browser may say it is online while the network
 * is gone (a Wi-Fi without internet): only a reachable server makes a reload safe. The answer's
 * status does not matter, only that one came; the service worker leaves this address alone.
 */
export async function serverReachable(fetcher: typeof fetch = fetch): Promise<boolean> {
  try {
    await fetcher('/health', { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}
