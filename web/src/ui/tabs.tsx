import './ui.css';
import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';

export interface TabItem {
  id: string;
  label: string;
  render: () => ReactNode;
}

export interface TabsProps {
  label: string;
  tabs: TabItem[];
  active: string;
  onChange: (id: string) => void;
}

/** Accessible tabs: arrow keys move between them, only the active panel is rendered. */
export function Tabs({ label, tabs, active, onChange }: TabsProps) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const current = tabs.find((tab) => tab.id === active) ?? tabs[0]!;

  const handleKey = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + tabs.length) % tabs.length;
    onChange(tabs[next]!.id);
    refs.current[next]?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tab-list scroll-edges">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => {
              refs.current[i] = el;
            }}
            type="button"
            role="tab"
            id={`${base}-tab-${tab.id}`}
            aria-selected={tab.id === current.id}
            aria-controls={`${base}-panel-${tab.id}`}
            tabIndex={tab.id === current.id ? 0 : -1}
            className={`tab${tab.id === current.id ? ' is-active' : ''}`}
            onClick={() => onChange(tab.id)}
            onKeyDown={(e) => handleKey(e, i)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${base}-panel-${current.id}`}
        aria-labelledby={`${base}-tab-${current.id}`}
        className="tab-panel"
      >
        {current.render()}
      </div>
    </div>
  );
}
