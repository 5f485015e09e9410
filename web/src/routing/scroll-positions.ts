/**
 * How far down each history entry was scrolled when it was left, by the entry's key, kept in
 * sessionStorage so that back and forward (and a reload) find them again in this tab.
 */
const STORAGE_KEY = 'isoko:scroll-positions';

let positions: Record<string, number> | undefined;

function all(): Record<string, number> {
  if (!positions) {
    try {
      positions = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
    } catch {
      positions = {};
    }
  }
  return positions;
}

export function savePosition(key: string, y: number): void {
  all()[key] = y;
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(all()));
  } catch {
    // Storage refused (private mode, full): positions are kept for this page only.
  }
}

export function savedPosition(key: string): number | undefined {
  return all()[key];
}

/** Forgets the positions read so far (tests start each case from sessionStorage). */
export function forgetPositions(): void {
  positions = undefined;
}
