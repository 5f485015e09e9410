import { type RefObject, useEffect, useState } from 'react';

/**
 * After Show more, moves focus to the first row it added (its first link or button), so a
 * keyboard or screen-reader user reads on from there instead of starting the list again.
 * Call `expect(count)` with the number of rows shown when Show more is pressed.
 */
export function useFocusAddedRow(listRef: RefObject<HTMLUListElement | null>, rows: number) {
  const [from, setFrom] = useState<number | null>(null);
  useEffect(() => {
    if (from === null || rows <= from) return;
    listRef.current?.children[from]?.querySelector<HTMLElement>('a, button')?.focus();
    setFrom(null);
  }, [from, rows, listRef]);
  return { expect: setFrom };
}
