import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setStartLanguage } from './api/client';
import { App, queryClient, shopRouter } from './app';
import { fetchScreenDataEarly } from './features/layout/early-data';
import { loadScreenEarly } from './features/layout/early-load';
import { registerServiceWorker } from './features/layout/service-worker';
import { initI18n, initialLanguage } from './i18n/i18n';
import './styles/global.css';

const language = initialLanguage();
setStartLanguage(language);

/** Lets the browser paint and answer input before the next step of start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Waits until the browser has painted what the page already holds (the server's stand-in
 * header), so the shopper sees the shop before any start-up work; at most 50 ms, since a tab in
 * the background does not paint.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, 50);
  });

// Start-up runs in several browser tasks rather than one: loading the scripts, asking for the
// first screen's data (the page's first request also sets up the browser's fetching), starting
// the screen's code, making the router (it matches the address) and drawing the first screen.
// On a mid-range phone each step takes a few hundredths of a second; together, in one task,
// they blocked every tap for about a quarter of a second.
const dataAskedFor = afterFirstPaint().then(() => fetchScreenDataEarly(window.location, queryClient));
const screenCodeAskedFor = dataAskedFor
  .then(nextTask)
  .then(() => loadScreenEarly(window.location.pathname, language));
void Promise.all([initI18n(language), screenCodeAskedFor])
  // The words are already on their way (loadScreenEarly); i18next takes them in before the first
  // render. A failure is left to the screens, which ask again and show their own error.
  .then(([i18n, namespaces]) => i18n.loadNamespaces(namespaces).catch(() => undefined))
  .then(nextTask)
  .then(() => shopRouter())
  .then(nextTask)
  .then(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
registerServiceWorker();
