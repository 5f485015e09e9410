import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { loadScreenEarly } from './features/layout/early-load';
import { registerServiceWorker } from './features/layout/service-worker';
import { initI18n, initialLanguage } from './i18n/i18n';
import './styles/global.css';

loadScreenEarly(window.location.pathname, initialLanguage());
void initI18n().then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
registerServiceWorker();
