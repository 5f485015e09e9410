import type { CartLine } from '@isoko/shared/cart/lines';
import type { ProductDto } from '@isoko/shared/catalog/schema';
import { formatRwf } from '@isoko/shared/money-format';
import {
  NEGOTIATION_MAX_ROUNDS,
  NEGOTIATION_WINDOW_HOURS,
} from '@isoko/shared/negotiation/concession-schedule';
import { readOfferMessage } from '@isoko/shared/negotiation/offer-text';
import { type NegotiationSession, negotiationLanguageOf } from '@isoko/shared/negotiation/schema';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../../routing';
import { useSession } from '../../session/queries';
import { Dialog } from '../../ui/dialog';
import { WithErrorText } from '../../ui/error-text';
import { ChatLog, type ChatMessage } from './chat-log';
import {
  acceptablePrice,
  canStillAccept,
  DEAL_ALREADY_MADE,
  negotiationPhase,
  openQuickOffers,
  shownRound,
} from './negotiation-phase';
import { negotiationStandingQuery, useSendOffer } from './queries';
import { timeOf } from './time-of';
import { usePutDealInCart } from './use-put-deal-in-cart';
import './negotiation.css';

export interface NegotiationDialogProps {
  /** Shown in the dialog, and tracked (add_to_cart) when a deal puts it in the cart. */
  product: Pick<ProductDto, 'id' | 'name' | 'mainImage' | 'price' | 'brand' | 'category'>;
  /** The chosen variant, when the product has size or colour choices. */
  variantId: string | null;
  /** What the shopper would pay now for this choice (a running flash deal included). */
  price: number;
  /** The cart line a deal becomes: the chosen size, colour and quantity. */
  line: CartLine;
  /** Units of this choice in stock: an offer for more items than that is not sent. */
  available: number;
  onClose: () => void;
}

/**
 * The product page's bargaining chat: up to three rounds with the shop, quick offers at 70 to
 * 90 % of the price, free text read by the shared parser (amounts, offers for several items such
 * as "20000 for two", and yes/no in English, French and Kinyarwanda). The shop's numbers are the
 * server's; an accepted deal goes into the cart at the agreed price with its signed token, for as
 * many units as were bargained for.
 */
export function NegotiationDialog({
  product,
  variantId,
  price,
  line,
  available,
  onClose,
}: NegotiationDialogProps) {
  const { t, i18n } = useTranslation('negotiation');
  const user = useSession();
  const send = useSendOffer();
  const putInCart = usePutDealInCart();
  const [session, setSession] = useState<NegotiationSession | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [text, setText] = useState('');
  /** The round shown before the last answer: the count never goes back (see shownRound). */
  const [shownBefore, setShownBefore] = useState(1);
  /**
   * The units bargained for: the page's quantity, until an offer names how many items it is for
   * ("20000 for two"). Every later move (a quick offer, a yes) is for that many.
   */
  const [units, setUnits] = useState(line.quantity);
  /** The shopper's last offer for one item: quick offers at or under it would only go backwards. */
  const [lastOffer, setLastOffer] = useState<number | null>(null);
  const serial = useRef(0);
  const standing = useQuery(negotiationStandingQuery(product.id, variantId)).data;

  const phase = negotiationPhase(session);
  const over = phase !== 'open';
  const waiting = send.isPending;
  const acceptable = acceptablePrice(session, price);
  // The box takes offers only while rounds are left. After the last round (or once a deal closed
  // the bargaining) the shop's standing price is taken with the Accept button, so a fourth price
  // cannot be typed and answered with the same notice the status line already shows.
  const canType = !over;
  const money = (amount: number) => formatRwf(amount, i18n.language);
  // A guest's cart shows the regular price until they sign in (the deal's token is claimed for
  // their account then), so their deal says so instead of promising the agreed price now.
  const guest = user === null;
  const dealWords = (count: number, amount: string) =>
    guest
      ? count > 1
        ? t('over.acceptedItemsGuest', { count, amount })
        : t('over.acceptedGuest', { amount })
      : count > 1
        ? t('over.acceptedItems', { count, amount })
        : t('over.accepted', { amount });

  const say = (from: ChatMessage['from'], words: string, extra: Partial<ChatMessage> = {}) => {
    serial.current += 1;
    const message: ChatMessage = { id: serial.current, from, text: words, at: new Date(), ...extra };
    setMessages((list) => [...list, message]);
  };

  const round = shownRound(session, NEGOTIATION_MAX_ROUNDS, shownBefore);

  const handleAnswer = (answer: NegotiationSession) => {
    setShownBefore((before) => Math.max(before, round));
    setSession(answer);
    say('shop', answer.justification, { altPerks: answer.altPerks });
    if (answer.status === 'accept' && answer.discountToken) {
      // The units the server's deal covers (its token allows that many), at the agreed unit price.
      putInCart(product, { ...line, quantity: answer.quantity }, answer.counterPrice, answer.discountToken);
    }
  };

  // Opened again after bargaining today (a reload, another device): continue from the rounds
  // already used and the shop's last price, unless the shopper has already made a move here.
  // After a deal on the product the bargaining stays closed: only the agreed price can be taken.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only when the standing arrives
  useEffect(() => {
    if (!standing || session || messages.length > 0) return;
    if (standing.roundsUsed === 0 && !standing.dealMade) return;
    const rounds = Math.min(standing.roundsUsed, standing.maxRounds);
    // Quick offers start above the last offer, as they did before the widget was closed.
    setLastOffer(standing.lastOffer);
    setSession({
      sessionId: standing.sessionId ?? '',
      currentRound: rounds,
      maxRounds: standing.maxRounds,
      status: standing.dealMade || rounds >= standing.maxRounds ? 'final' : 'counter',
      reason: standing.dealMade ? DEAL_ALREADY_MADE : '',
      counterPrice: standing.agreedPrice ?? standing.lastCounter ?? price,
      justification: '',
      discountToken: null,
      tokenExpiresAt: null,
      productId: product.id,
      variantId,
      altPerks: [],
      quantity: units,
    });
    if (standing.dealMade) {
      const hours = NEGOTIATION_WINDOW_HOURS;
      return say(
        'shop',
        standing.agreedPrice === null
          ? t('resumeDealOther', { hours })
          : t('resumeDeal', { hours, amount: money(standing.agreedPrice) }),
      );
    }
    // French says "1 tour" but "2 tours": the rounds used pick the plural form.
    const words = { count: rounds, n: rounds, max: standing.maxRounds };
    say(
      'shop',
      standing.lastCounter === null
        ? t('resumeRounds', words)
        : t('resumePrice', { ...words, amount: money(standing.lastCounter) }),
    );
  }, [standing]);

  /**
   * One move to the server, for `quantity` units (those bargained for unless the move names
   * others). After the last round, or once a deal closed the bargaining, only a yes to the shop's
   * price may still go. True when the move went.
   */
  const offer = (move: number | string, words: string, accepting = false, quantity = units): boolean => {
    if (waiting || (over && !(accepting && canStillAccept(phase)))) return false;
    say('shopper', words);
    if (typeof move === 'number' && !accepting) setLastOffer(move);
    send.mutate(
      {
        productId: product.id,
        variantId,
        quantity,
        offer: move,
        sessionId: session?.sessionId ?? null,
        language: negotiationLanguageOf(i18n.language),
      },
      { onSuccess: handleAnswer },
    );
    return true;
  };

  const handleAccept = () => {
    if (acceptable === null) return;
    // Re-sending the shop's own price is a yes: the server closes the deal at it.
    offer(acceptable, t('acceptedWords', { amount: money(acceptable) }), true);
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const typed = text.trim();
    if (!typed || waiting || !canType) return;
    setText('');
    // The same reading as the assistant's chat: "20000 for two" is 10,000 for each of 2 items.
    const meaning = readOfferMessage(typed);
    const items = meaning.kind === 'offer' ? meaning.items : undefined;
    if (items && items.quantity > available) {
      // More items than this choice has in stock: a deal on them could not be bought.
      say('shopper', typed);
      return say('shop', t('tooManyItems', { count: available }));
    }
    const quantity = items?.quantity ?? units;
    // Said back before the shop answers, so the shopper sees how the words were read.
    const readBack = () => {
      if (!items || meaning.kind !== 'offer') return;
      setUnits(items.quantity);
      say('shop', t('itemsRead', { count: items.quantity, amount: money(meaning.amount) }));
    };
    if (meaning.kind === 'offer') {
      // An amount is said back as a quick offer says it ("I offer 20,000 RWF", in the shopper's
      // language and money format). Words for several items stay as typed: the read-back under
      // them gives the price each, formatted.
      const words = items ? typed : t('offered', { amount: money(meaning.amount) });
      if (offer(meaning.amount, words, false, quantity)) readBack();
      return;
    }
    if (meaning.kind === 'decline') return offer(typed, typed);
    if (meaning.kind === 'accept') {
      // A yes to the shop's lower price closes the deal at it. A yes while the shop still stands at
      // the full price goes to the server as said: it answers that there is no discount to accept,
      // as it does for the same words sent any other way.
      return offer(acceptable ?? typed, typed);
    }
    say('shopper', typed);
    say('shop', t('unclear'));
  };

  const maxRounds = session?.maxRounds ?? NEGOTIATION_MAX_ROUNDS;
  const amounts = openQuickOffers(price, lastOffer, session?.counterPrice ?? price);
  // Every round played: the header says none is left under its "Round 3/3".
  const noRoundsLeft = session !== null && (phase === 'final' || session.currentRound >= session.maxRounds);
  // The box says what it still takes: offers while rounds are left; then, greyed, that the shop's
  // last price is taken with Accept, or that nothing is left once the deal is made or refused.
  const placeholder = !over
    ? t('placeholder')
    : acceptable !== null
      ? t('placeholderAccept', { amount: money(acceptable) })
      : t('placeholderOver');

  return (
    <Dialog title={t('title')} onClose={onClose} closeLabel={t('close')} className="negotiation-dialog">
      <div className="nego-product">
        <img src={product.mainImage} alt="" width={56} height={56} />
        <div>
          <p className="nego-name">{product.name}</p>
          <p className="nego-price">
            {t('common:labelled', { label: t('currentPrice') })} <strong>{money(price)}</strong>
          </p>
        </div>
        <span className="nego-round">
          {t('round', { n: round, max: maxRounds })}
          {noRoundsLeft && (
            <>
              {' '}
              <span className="nego-round-none">{t('noRoundsLeft')}</span>
            </>
          )}
        </span>
      </div>
      <p className="muted nego-intro">{t('intro', { name: product.name, max: maxRounds })}</p>

      <ChatLog messages={messages} typing={waiting} />

      {send.isError && (
        <WithErrorText error={send.error}>
          {(words) => (
            <p className="alert alert-error" role="alert">
              {words}
            </p>
          )}
        </WithErrorText>
      )}
      {/* The deal is confirmed here, where the shopper is looking, and read out as it appears. The
          app's toast said the same words floating at the screen's bottom, where on a phone it lay
          over this box and its View cart link for five seconds. */}
      <div aria-live="polite">
        {phase === 'accepted' && session && (
          <div className="alert alert-success nego-deal">
            <p>{dealWords(session.quantity, money(session.counterPrice))}</p>
            {session.tokenExpiresAt && (
              <p>{t('heldUntil', { time: timeOf(session.tokenExpiresAt, i18n.language) })}</p>
            )}
            <div className="nego-deal-actions">
              <Link to="/cart" className="btn btn-primary" onClick={onClose}>
                {t('viewCart')}
              </Link>
              {guest && (
                <Link to="/login?from=/cart" className="btn btn-outline" onClick={onClose}>
                  {t('signIn')}
                </Link>
              )}
            </div>
          </div>
        )}
      </div>
      {(phase === 'refused' || phase === 'final' || phase === 'closed') && (
        <p className="muted nego-over" role="status" id="nego-over">
          {t(`over.${phase}`, { hours: NEGOTIATION_WINDOW_HOURS })}
        </p>
      )}

      {acceptable !== null && (
        <button
          type="button"
          className="btn btn-accent nego-accept"
          onClick={handleAccept}
          disabled={waiting}
        >
          {t('accept', { amount: money(acceptable) })}
        </button>
      )}

      {/* While offers are open but no quick offer lies between the shopper's last offer and the
          shop's price, the buttons make way for the box and the Accept button. */}
      {(over || amounts.length > 0) && (
        <fieldset className="nego-quick" disabled={over || waiting}>
          <legend>{t('quickOffers')}</legend>
          {/* Once no offer can be made, the note takes the buttons' place: buttons left greyed
            under it would still look like offers to make. */}
          {over && <p className="muted nego-quick-over">{t('quickOffersOver')}</p>}
          {!over &&
            amounts.map(({ amount, percent }) => {
              return (
                // What shows is in the name, in its order: the amount, then its share of the price in
                // brackets, as the name has it ("Offer 21,000 RWF (70 % of the price)").
                <button
                  key={amount}
                  type="button"
                  className="btn btn-outline btn-small"
                  // Disabled with their fieldset while an answer is awaited, and on their own too.
                  disabled={waiting}
                  aria-label={t('quickOfferLabel', { amount: money(amount), percent })}
                  onClick={() => offer(amount, t('offered', { amount: money(amount) }))}
                >
                  <span>{money(amount)}</span>{' '}
                  <span className="nego-quick-percent">{t('quickOffer', { percent })}</span>
                </button>
              );
            })}
        </fieldset>
      )}

      <form className="nego-form" onSubmit={handleSubmit}>
        <label className="visually-hidden" htmlFor="nego-input">
          {t('inputLabel')}
        </label>
        <input
          id="nego-input"
          type="text"
          inputMode="text"
          autoComplete="off"
          maxLength={200}
          placeholder={placeholder}
          aria-describedby={over && phase !== 'accepted' ? 'nego-over' : undefined}
          value={text}
          disabled={!canType}
          onChange={(e) => setText(e.target.value)}
        />
        <button type="submit" className="btn btn-primary" disabled={!canType || waiting || !text.trim()}>
          {t('send')}
        </button>
      </form>
    </Dialog>
  );
}
