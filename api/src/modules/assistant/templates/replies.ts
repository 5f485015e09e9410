import type { NegotiationLanguage } from '@isoko/shared/negotiation/schema';
import { EN_REPLIES } from './en';
import { FR_REPLIES } from './fr';
import type { ReplyTemplates } from './reply-templates';
import { RW_REPLIES } from './rw';

/** The rules engine's sentences by language. */
export const REPLIES: Readonly<Record<NegotiationLanguage, ReplyTemplates>> = {
  en: EN_REPLIES,
  fr: FR_REPLIES,
  rw: RW_REPLIES,
};
