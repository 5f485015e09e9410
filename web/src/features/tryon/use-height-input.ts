import { ShopperHeight } from '@isoko/shared/tryon/schema';
import { type RefObject, useRef, useState } from 'react';

/**
 * The height as typed: empty is no height (the analysis assumes a typical one), otherwise it
 * must pass the same `ShopperHeight` check the server makes, so what the screen accepts the
 * API accepts too.
 */
export function readHeight(text: string): { valid: true; height: number | undefined } | { valid: false } {
  const trimmed = text.trim();
  if (trimmed === '') return { valid: true, height: undefined };
  // Only digits: Number() would also read '1e2', '0x9f' or '  ' as numbers.
  if (!/^\d+$/.test(trimmed)) return { valid: false };
  const parsed = ShopperHeight.safeParse(Number(trimmed));
  return parsed.success ? { valid: true, height: parsed.data } : { valid: false };
}

export interface HeightInput {
  ref: RefObject<HTMLInputElement | null>;
  text: string;
  /** True once a wrong height has been left (blur) or sent (check). */
  invalid: boolean;
  /** The height to send: undefined when empty or not valid. */
  height: number | undefined;
  onChange: (text: string) => void;
  onBlur: () => void;
  /** Before sending: shows the error and moves the focus to the field when the height is wrong; true when it may be sent. */
  check: () => boolean;
  reset: () => void;
}

/**
 * The optional "Your height" field's state. The error waits until the shopper leaves the field
 * or presses Try On, so it does not flash while they are still typing; once shown, it goes as
 * soon as the text is a valid height.
 */
export function useHeightInput(): HeightInput {
  const [text, setText] = useState('');
  const [shown, setShown] = useState(false);
  const ref = useRef<HTMLInputElement>(null);
  const read = readHeight(text);
  return {
    ref,
    text,
    invalid: shown && !read.valid,
    height: read.valid ? read.height : undefined,
    onChange: setText,
    onBlur: () => setShown(true),
    check: () => {
      setShown(true);
      if (!read.valid) ref.current?.focus();
      return read.valid;
    },
    reset: () => {
      setText('');
      setShown(false);
    },
  };
}
