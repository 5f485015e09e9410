import type { OrderStatus } from '@isoko/shared/orders/status';

/** Drawn, not emoji: phones and kiosks without an emoji font would show an empty box. */
export function StatusIcon({ status }: { status: OrderStatus }) {
  const kind = status === 'delivered' ? 'check' : status === 'cancelled' ? 'cross' : 'truck';
  return (
    <span className="tracking-icon" data-testid="tracking-icon" data-icon={kind} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="28"
        height="28"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        aria-hidden="true"
      >
        {kind === 'check' && <path d="M4 12.5l5 5L20 6.5" strokeLinecap="round" strokeLinejoin="round" />}
        {kind === 'cross' && <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />}
        {kind === 'truck' && (
          <g strokeLinejoin="round">
            <path d="M2 6h11v10H2zM13 9h4l4 4v3h-8z" />
            <circle cx="6" cy="17.5" r="1.8" fill="currentColor" />
            <circle cx="17" cy="17.5" r="1.8" fill="currentColor" />
          </g>
        )}
      </svg>
    </span>
  );
}
