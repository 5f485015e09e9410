import { atom } from 'jotai';

export interface SessionUser {
  id: string;
  firstName: string;
  lastName?: string;
  phone: string;
  email?: string | null;
}

/** 'loading' until /api/auth/me answers; null for a guest. Server truth lives in the cookie. */
export const sessionAtom = atom<SessionUser | null | 'loading'>('loading');
