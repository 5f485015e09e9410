import { useState } from 'react';

/** The product rows ticked for the bulk job, kept across pages; `rows` are the page shown. */
export function useRowSelection(rows: readonly { id: string }[]) {
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const allOnPage = rows.length > 0 && rows.every((r) => selected.has(r.id));

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  // Ticks the whole page, or unticks it when every row on it is ticked already.
  const toggleAll = () =>
    setSelected((s) => {
      const next = new Set(s);
      for (const r of rows) {
        if (allOnPage) next.delete(r.id);
        else next.add(r.id);
      }
      return next;
    });
  const unselect = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      next.delete(id);
      return next;
    });
  const clear = () => setSelected(new Set());

  return { selected, allOnPage, toggle, toggleAll, unselect, clear };
}

export type RowSelection = ReturnType<typeof useRowSelection>;
