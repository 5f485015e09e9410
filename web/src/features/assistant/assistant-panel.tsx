import { ASSISTANT_MESSAGE_MAX } from '@isoko/shared/assistant/schema';
import { formatTime } from '@isoko/shared/date-format';
import { formatRwf } from '@isoko/shared/money-format';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { useErrorText } from '../../i18n/error-text';
import { Link, useMatch, useNavigate } from '../../routing';
import { cycleFocus } from '../../ui/focus-trap';
import { useToast, useToastHost } from '../../ui/toast';
import { TypingDots } from '../../ui/typing-dots';
import { useMediaQuery } from '../../ui/use-media-query';
import type { OfferRequest } from '../catalog/product-view';
import { productQuery } from '../catalog/queries';
import type { AssistantMessage } from './chat-storage';
import { MakeOfferDialog } from './make-offer-dialog';
import { type AssistantChatAnswer, type SuggestedProduct, searchPathOf, suggestionOf } from './queries';
import { SuggestionCard } from './suggestion-card';
import { useAssistantChat } from './use-assistant-chat';
import { type CartOutcome, useCartActions } from './use-cart-actions';
import './assistant.css';

/** A search reply shows its words for this long, then the results page opens. */
export const SEARCH_REDIRECT_MS = 1000;
/** Screens where the panel is a full-width sheet (as in assistant.css). */
const PHONE_QUERY = '(max-width: 767px)';

export interface AssistantPanelProps {
  /** Closed, but kept: the conversation and a reply on its way stay. */
  hidden?: boolean;
  /** `dismissed` when the shopper closed it (Escape, ×), not when the chat led to another page. */
  onClose: (dismissed?: boolean) => void;
  /** The bargaining widget for a chosen product (another feature, composed by the layout). */
  renderOffer?: (offer: OfferRequest, onClose: () => void) => ReactNode;
}

const QUICK_ACTIONS = ['search', 'deals', 'offer', 'orders'] as const;
type QuickAction = (typeof QUICK_ACTIONS)[number];

/**
 * The floating assistant's chat: a greeting with quick actions, the conversation with times and
 * product cards, a typing indicator or the reply as it streams, and the message box (Enter
 * sends). It answers in the language of the screen.
 */
export function AssistantPanel({ hidden = false, onClose, renderOffer }: AssistantPanelProps) {
  const { t, i18n } = useTranslation(['assistant', 'errors']);
  const navigate = useNavigate();
  const toast = useToast();
  const toastHost = useToastHost();
  const errorWords = useErrorText();
  const cart = useCartActions();
  const [text, setText] = useState('');
  const [busyProduct, setBusyProduct] = useState<string | null>(null);
  const [offerPicker, setOfferPicker] = useState(false);
  const [offer, setOffer] = useState<OfferRequest | null>(null);
  const input = useRef<HTMLInputElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLElement>(null);
  // On a phone the panel covers the page, so there it is a modal dialog (see the keyboard below).
  const phone = useMediaQuery(PHONE_QUERY, false);

  // On a phone the panel covers the page: when the chat leads to a page, it steps aside (kept).
  const stepAsideOnPhone = () => {
    if (window.matchMedia?.(PHONE_QUERY).matches) onClose();
  };

  const tellOutcome = (outcome: CartOutcome) => {
    if (outcome.kind === 'added') toast.show(t('assistant:card.added', { name: outcome.name }));
    else if (outcome.kind === 'unavailable') toast.show(t('assistant:card.unavailable'));
    else {
      toast.show(
        outcome.kind === 'chooseDeal'
          ? t('assistant:card.chooseDeal', { price: formatRwf(outcome.price, i18n.language) })
          : t('assistant:card.choose'),
      );
      navigate(`/product/${outcome.productId}`);
      stepAsideOnPhone();
    }
  };

  const failureText = (error: unknown) => {
    if (error instanceof ApiError) {
      if (error.code === 'NETWORK') return t('assistant:errors.network');
      // A refusal the shopper can act on (too long, too fast) has its own words: one text, or
      // plural forms when it counts something (the minutes to wait), which a count finds.
      if (error.status >= 400 && error.status < 500 && i18n.exists(`errors:${error.code}`, { count: 1 }))
        return errorWords(error);
    }
    return t('assistant:errors.trouble');
  };

  const handleAnswer = (answer: AssistantChatAnswer) => {
    for (const action of answer.actions)
      if (action.type === 'add_to_cart')
        cart.runAction(action).then(tellOutcome, () => tellOutcome({ kind: 'unavailable' }));
    const path = searchPathOf(answer);
    if (!path) return;
    setTimeout(() => {
      navigate(path);
      stepAsideOnPhone();
    }, SEARCH_REDIRECT_MS);
  };

  // On a product page, that product is what the chat is about and the first one to bargain over.
  const pageProductKey = useMatch('/product/:id')?.params.id;
  const pageProduct = useQuery({ ...productQuery(pageProductKey ?? ''), enabled: !!pageProductKey }).data;

  const chat = useAssistantChat({
    language: i18n.language,
    pageProductId: pageProduct?.id ?? null,
    onAnswer: handleAnswer,
    failureText,
  });
  const { messages } = chat.conversation;

  const shown = messages.length + (chat.typing ? 1 : 0) + chat.streamed.length;
  useEffect(() => {
    if (shown > 0) end.current?.scrollIntoView?.({ block: 'nearest' });
  }, [shown]);
  // Opening moves focus into the chat: to the message box, except on a phone, where the on-screen
  // keyboard would hide the quick actions; there the panel itself takes focus, so a screen reader
  // names the dialog and Tab goes on inside it.
  useEffect(() => {
    if (hidden) return;
    const box = input.current;
    if (box && !window.matchMedia?.(PHONE_QUERY).matches) box.focus();
    else panel.current?.focus();
  }, [hidden]);

  // Products to bargain over: the one being discussed, then every suggestion, newest first.
  const candidates = useMemo(() => {
    const seen = new Map<string, SuggestedProduct>();
    for (const m of [...messages].reverse())
      for (const p of m.suggestions ?? []) if (!seen.has(p.id)) seen.set(p.id, p);
    const all = [...seen.values()];
    const about = chat.conversation.productId;
    const first = all.find((p) => p.id === about);
    const ordered = first ? [first, ...all.filter((p) => p !== first)] : all;
    const onPage = pageProduct ? [suggestionOf(pageProduct)] : [];
    return [...onPage, ...ordered.filter((p) => p.id !== pageProduct?.id)].slice(0, 6);
  }, [messages, chat.conversation.productId, pageProduct]);

  // Focus stays in the message box while a reply comes and after it: the box is read-only then,
  // never disabled (a disabled box drops focus to the page's body, where Escape no longer reaches
  // the panel). A send from a button that then goes away or is disabled brings focus back here
  // too; on a phone a quick action leaves it on the panel, so no keyboard covers the reply.
  const keepFocusInChat = () => {
    if (!window.matchMedia?.(PHONE_QUERY).matches) input.current?.focus();
    else panel.current?.focus();
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim() || chat.typing) return;
    chat.send(text);
    setText('');
    input.current?.focus();
  };

  const handleQuick = (action: QuickAction) => {
    if (action === 'offer') return setOfferPicker(true);
    if (action === 'search') {
      setText(t('assistant:quick.searchPrefill'));
      input.current?.focus();
      return;
    }
    chat.send(t(`assistant:quick.${action}Message`));
    keepFocusInChat();
  };

  const handleAdd = (product: SuggestedProduct) => {
    setBusyProduct(product.id);
    cart
      .addProduct(product.id)
      .then(tellOutcome, () => tellOutcome({ kind: 'unavailable' }))
      .finally(() => setBusyProduct(null));
  };

  // The greeting is the conversation's first message; quick actions stay while it is the only one.
  const quickShown = messages.length === 0;

  return (
    // Keyboard: Escape closes (focus back on the launcher). On a phone the panel covers the page,
    // so Tab and Shift+Tab cycle inside it, as in any modal dialog. On a wider screen the page
    // beside it stays in use by design (a product opened from the chat shows next to it), so the
    // chat is a non-modal dialog: it sits right after the launcher in the page's order, Tab from
    // the launcher enters it and Tab past its end goes on to the page, as the mouse can.
    // A bargaining dialog opened from the chat keeps its own keys (it has its own trap).
    <section
      ref={panel}
      hidden={hidden}
      className="assistant-panel"
      role="dialog"
      aria-modal={phone ? 'true' : 'false'}
      aria-labelledby="assistant-title"
      tabIndex={-1}
      onKeyDown={(e) => {
        if (offerPicker || offer || !(e.target instanceof Node) || !e.currentTarget.contains(e.target))
          return;
        if (e.key === 'Escape') onClose(true);
        else if (e.key === 'Tab' && phone && cycleFocus(e.currentTarget, e.shiftKey)) e.preventDefault();
      }}
    >
      {/* A div, not a header: inside the dialog a header would be a second banner of the page. */}
      <div className="assistant-head">
        <h2 id="assistant-title">{t('assistant:title')}</h2>
        <button
          type="button"
          className="assistant-close"
          aria-label={t('assistant:close')}
          onClick={() => onClose(true)}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>

      <div className="assistant-log" role="log" aria-live="polite">
        <Bubble from="assistant" text={t('assistant:greeting')} />
        {messages.map((m) => (
          <Bubble key={m.id} {...m} language={i18n.language}>
            {m.suggestions && m.suggestions.length > 0 && (
              <ul className="assistant-cards" aria-label={t('assistant:card.list')}>
                {m.suggestions.map((p) => (
                  <SuggestionCard
                    key={p.id}
                    product={p}
                    onAdd={handleAdd}
                    onOpen={stepAsideOnPhone}
                    busy={busyProduct === p.id}
                  />
                ))}
              </ul>
            )}
            {m.signIn && (
              <Link
                to="/login"
                className="btn btn-primary btn-small assistant-sign-in"
                onClick={stepAsideOnPhone}
              >
                {t('assistant:signIn')}
              </Link>
            )}
          </Bubble>
        ))}
        {chat.typing && chat.streamed && <Bubble from="assistant" text={chat.streamed} />}
        {chat.typing && !chat.streamed && (
          <div className="assistant-bubble is-assistant assistant-typing" role="status">
            <TypingDots label={t('assistant:typing')} />
          </div>
        )}
        <div ref={end} />
      </div>

      {quickShown && (
        <fieldset className="assistant-quick">
          <legend className="visually-hidden">{t('assistant:quick.label')}</legend>
          {QUICK_ACTIONS.map((a) => (
            <button
              key={a}
              type="button"
              className="btn btn-outline btn-small"
              onClick={() => handleQuick(a)}
              disabled={chat.typing}
            >
              {t(`assistant:quick.${a}`)}
            </button>
          ))}
        </fieldset>
      )}
      {!quickShown && (
        <button
          type="button"
          className="btn btn-link assistant-offer-link"
          onClick={() => setOfferPicker(true)}
        >
          {t('assistant:quick.offer')}
        </button>
      )}

      {/* While the panel covers a phone's screen, the app's toasts (an add to the cart, a product
          that cannot be added) show here, just above the message box, in the panel's own live
          region: at the screen's bottom they lay over the box and its Send button, and outside
          this modal dialog a screen reader may not read them. */}
      {phone && !hidden ? (
        <div ref={toastHost} className="assistant-toasts" role="status" aria-live="polite" />
      ) : (
        <div className="assistant-toasts" />
      )}

      <form className="assistant-form" onSubmit={handleSubmit}>
        <label className="visually-hidden" htmlFor="assistant-input">
          {t('assistant:inputLabel')}
        </label>
        <input
          ref={input}
          id="assistant-input"
          type="text"
          autoComplete="off"
          maxLength={ASSISTANT_MESSAGE_MAX}
          placeholder={t('assistant:placeholder')}
          value={text}
          readOnly={chat.typing}
          aria-disabled={chat.typing || undefined}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={chat.typing || !text.trim()}>
          {t('assistant:send')}
        </button>
      </form>

      {offerPicker && (
        <MakeOfferDialog
          candidates={candidates}
          onClose={() => setOfferPicker(false)}
          onStart={(request) => {
            setOfferPicker(false);
            setOffer(request);
          }}
        />
      )}
      {offer && renderOffer?.(offer, () => setOffer(null))}
    </section>
  );
}

/** Hours and minutes in the screen's language (Kinyarwanda through its own region's data). */
const timeOf = (iso: string, language: string) => formatTime(iso, language);

function Bubble({
  from,
  text,
  at,
  failed,
  staff,
  notice,
  language,
  children,
}: Partial<AssistantMessage> & {
  from: AssistantMessage['from'];
  text: string;
  language?: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation(['assistant', 'analytics']);
  if (notice) {
    return (
      <p className="assistant-notice" role="status">
        {t(notice === 'joined' ? 'analytics:chat.joined' : 'analytics:chat.left')}
      </p>
    );
  }
  return (
    <div className={`assistant-bubble is-${from}${failed ? ' is-failed' : ''}${staff ? ' is-staff' : ''}`}>
      {staff && <span className="assistant-staff-name">{t('analytics:chat.staff')}</span>}
      {!staff && (
        <span className="visually-hidden">
          {t('common:labelled', {
            label: from === 'assistant' ? t('assistant:bot') : t('assistant:you'),
          })}{' '}
        </span>
      )}
      <p role={failed ? 'alert' : undefined}>{text}</p>
      {children}
      {at && language && (
        <time dateTime={at} className="assistant-time">
          {timeOf(at, language)}
        </time>
      )}
    </div>
  );
}
