import './typing-dots.css';

/**
 * "Writing…" in a chat: three blinking dots for the eye, and `label` (already translated) for
 * screen readers. The caller's bubble carries role="status", so the label is announced.
 */
export function TypingDots({ label }: { label: string }) {
  return (
    <>
      <span className="typing-dots" aria-hidden="true">
        <span />
        <span />
        <span />
      </span>
      <span className="visually-hidden">{label}</span>
    </>
  );
}
