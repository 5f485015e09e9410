/**
 * Whether a staff session was opened in this browser and not yet seen to end, in localStorage.
 * The staff cookie is httpOnly, so no script can tell whether it is there; this mark lets the
 * sign-in page skip asking the server "who is signed in?" when nobody evidently is (the server
 * answers that question with a 401, which the browser logs as an error). It proves nothing: the
 * cookie stays the only proof of the session, and every other back-office screen still asks.
 */
export const STAFF_SIGNED_IN_KEY = 'isokoStaffSignedIn';

/** Kept after each answer about the staff session: set when someone is signed in, gone when not. */
export function rememberStaffSignedIn(signedIn: boolean) {
  try {
    if (signedIn) localStorage.setItem(STAFF_SIGNED_IN_KEY, '1');
    else localStorage.removeItem(STAFF_SIGNED_IN_KEY);
  } catch {
    // Storage blocked (private mode, policy): the sign-in page then asks the server each time.
  }
}

/** False only when this browser knows of no open staff session; true when storage cannot say. */
export function staffMayBeSignedIn(): boolean {
  try {
    return localStorage.getItem(STAFF_SIGNED_IN_KEY) !== null;
  } catch {
    return true;
  }
}
