import { BOOT_SHELL_ID } from '@isoko/shared/page-shell';
import { Suspense, useLayoutEffect, useSyncExternalStore } from 'react';
import { Outlet, ScrollRestoration, useMatch } from '../../routing';
import { AfterFirstPaint } from '../../ui/use-after-first-paint';
import { readConsent, subscribeConsent } from '../analytics/consent';
// Cookie and analytics consent, fixed over the page; it also starts the analytics client. Part of
// the first render (about 2 KB): on a first visit its text is the largest on the screen, and
// loading it separately made the page's largest paint wait for one more round trip.
import { ConsentBanner } from '../analytics/consent-banner';
import type { OfferRequest } from '../catalog/product-view';
import { Header } from './header';
import { KeepOfflineWords, OfflineBanner } from './offline-banner';
import { PageFallback } from './page-fallback';
import './layout.css';
import { lazyPart } from '../../ui/lazy-part';
import { PartOfflineClosed } from './part-offline';

// Below the fold on every page: it loads once the first screen has painted.
// Offline before it ever loaded, the page simply ends; it appears once the network is back.
const Footer = lazyPart(() => import('./footer').then((m) => m.Footer));
// The floating assistant loads once the first screen has painted; its chat only when opened.
const AssistantLauncher = lazyPart(() =>
  import('../assistant/assistant-launcher').then((m) => m.AssistantLauncher),
);
// A signed-in customer's hearts saved to their account, from any page.
const WishlistServerSync = lazyPart(() =>
  import('../account/wishlist-server-sync').then((m) => m.WishlistServerSync),
);
// Bargaining over a product chosen in the assistant: the product page's widget, loaded on demand.
const NegotiationDialog = lazyPart(
  () => import('../negotiation/negotiation-dialog').then((m) => m.NegotiationDialog),
  {
    unreachable: ({ onClose }) => <PartOfflineClosed onClose={onClose} />,
  },
);
const renderOffer = (offer: OfferRequest, onClose: () => void) => (
  <Suspense fallback={null}>
    <NegotiationDialog {...offer} onClose={onClose} />
  </Suspense>
);

export function RootLayout() {
  // Before the first paint of the real header, so the two are never seen together.
  useLayoutEffect(() => document.getElementById(BOOT_SHELL_ID)?.remove(), []);
  // One question at a time: the assistant's invitation waits until the shopper has answered the
  // consent banner (on a phone the two share the bottom of the screen and would overlap).
  const consentPending =
    useSyncExternalStore(subscribeConsent, readConsent, () => 'pending' as const) === 'pending';
  // Nor over the checkout form, where on a phone it would cover the fields being filled in.
  const onCheckout = useMatch('/checkout') !== null;
  return (
    <div className="app-shell">
      <OfflineBanner />
      <Header />
      <main id="main" className="site-main">
        <Suspense fallback={<PageFallback />}>
          <Outlet />
        </Suspense>
      </main>
      <AfterFirstPaint>
        <KeepOfflineWords />
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
        <Suspense fallback={null}>
          <AssistantLauncher renderOffer={renderOffer} holdInvitation={consentPending || onCheckout} />
        </Suspense>
        <Suspense fallback={null}>
          <WishlistServerSync />
        </Suspense>
      </AfterFirstPaint>
      <Suspense fallback={null}>
        <ConsentBanner />
      </Suspense>
      <ScrollRestoration />
    </div>
  );
}
