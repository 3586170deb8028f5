import { flatten } from '@app/shared/i18n/catalogue';
import { familyCatalogues } from '@app/shared/i18n/family-catalogues';
import { isLocale } from '@app/shared/i18n/locales';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setSessionExpiredHandler } from '../lib/api-client';
import { FamilyApp } from './family-app';
import { hasFamilySession, reloadSession } from './family-session';
import { registerFamilyWorker } from './push/family-worker';
import './ui/family.module.css';

// A session that cannot be renewed ends on the family app's own sign-in screen, not the console's.
setSessionExpiredHandler(() => {
  reloadSession();
  window.location.assign('/family/sign-in');
});
// The worker shows the school's notices (web push); it is a small file of its own and caches nothing.
registerFamilyWorker();

const root = document.getElementById('root')!;
const served = document.documentElement.lang;

// The server sent the sign-in screen (rendered at build time in the page's language): a guardian with
// no session takes it over as it is (hydrateRoot), with what they may have typed already; anyone else
// gets the app drawn afresh.
if (root.firstElementChild && !hasFamilySession() && isLocale(served)) {
  if (window.location.pathname !== '/family/sign-in')
    window.history.replaceState(null, '', `/family/sign-in${window.location.search}`);
  // The page preloads these messages: the first render must have the words the server rendered.
  const messages = flatten(await familyCatalogues[served]());
  hydrateRoot(
    root,
    <StrictMode>
      <FamilyApp initial={{ locale: served, messages }} />
    </StrictMode>,
  );
} else {
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <FamilyApp />
    </StrictMode>,
  );
}
