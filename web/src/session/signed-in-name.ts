/**
 * Where this browser remembers that a shopper is signed in, in localStorage: only their first
 * name, which the header shows anyway. Nothing else about them is kept (no id, phone or email,
 * and no server answer): the server's httpOnly cookie stays the only proof of the session. It
 * lets the header go on naming a signed-in shopper while the server cannot be reached (offline),
 * instead of showing them as a guest.
 */
export const SIGNED_IN_NAME_KEY = 'signedInAs';

/** Kept after each answer about the session: the first name when signed in, nothing for a guest. */
export function rememberSignedIn(user: { firstName: string } | null) {
  try {
    if (user) localStorage.setItem(SIGNED_IN_NAME_KEY, user.firstName);
    else localStorage.removeItem(SIGNED_IN_NAME_KEY);
  } catch {
    // Storage blocked (private mode, policy): offline, the shopper then shows as a guest.
  }
}

/** The first name last signed in here ('' when they gave none), or null when nobody was. */
export function signedInName(): string | null {
  try {
    return localStorage.getItem(SIGNED_IN_NAME_KEY);
  } catch {
    return null;
  }
}
