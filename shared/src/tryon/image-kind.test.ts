import { describe, expect, it } from 'vitest';
import { imageKindOf } from './image-kind';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('imageKindOf', () => {
  it('knows JPEG, PNG and WebP by their first bytes', () => {
    expect(imageKindOf(bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(imageKindOf(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]))).toBe('png');
    expect(imageKindOf(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses text named like a picture, other pictures and too few bytes', () => {
    expect(imageKindOf(bytes('hello, this is not a photo'))).toBeNull();
    expect(imageKindOf(bytes('GIF89a', [0, 0, 0, 0, 0, 0]))).toBeNull();
    expect(imageKindOf(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(imageKindOf(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(imageKindOf(new Uint8Array())).toBeNull();
  });
});
