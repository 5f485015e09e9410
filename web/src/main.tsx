import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setStartLanguage } from './api/client';
import { App, queryClient } from './app';
import { fetchScreenDataEarly } from './features/layout/early-data';
import { loadScreenEarly } from './features/layout/early-load';
import { registerServiceWorker } from './features/layout/service-worker';
import { initI18n, initialLanguage } from './i18n/i18n';
import './styles/global.css';

const language = initialLanguage();
setStartLanguage(language);
loadScreenEarly(window.location.pathname, language);
fetchScreenDataEarly(window.location, queryClient);
void initI18n(language).then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
registerServiceWorker();
