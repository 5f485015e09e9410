import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useLocationStore } from './location-context';

export interface LeaveGuard {
  /** True while the question "leave this page?" waits for an answer. */
  asking: boolean;
  /** Stays on the page: the held navigation is dropped. */
  stay(): void;
  /** Leaves: the held navigation is carried out. */
  leave(): void;
  /** Lets every navigation through from now on (the work was saved). */
  release(): void;
}

/**
 * Holds navigation away from the page while `active` (a form with unsaved changes): links,
 * navigate, back and forward wait for `leave` or `stay`; a reload or closing the tab gets the
 * browser's own question (beforeunload).
 */
export function useLeaveGuard(active: boolean): LeaveGuard {
  const store = useLocationStore();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const released = useRef(false);
  // Read when someone tries to leave, so a click right after typing is already guarded (an
  // effect that starts guarding after the render could come too late).
  const guarding = useRef(active);
  guarding.current = active && !released.current;

  useLayoutEffect(() => {
    const removeBlocker = store.block((proceed) => {
      if (!guarding.current) return false;
      setPending(() => proceed);
      return true;
    });
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!guarding.current) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      removeBlocker();
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [store]);

  const stay = useCallback(() => setPending(null), []);
  const leave = useCallback(() => {
    released.current = true;
    guarding.current = false;
    setPending(null);
    pending?.();
  }, [pending]);
  const release = useCallback(() => {
    released.current = true;
    guarding.current = false;
  }, []);

  return { asking: pending !== null, stay, leave, release };
}
