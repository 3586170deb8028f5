import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setSessionExpiredHandler } from '../lib/api-client';
import { FamilyApp } from './family-app';
import { reloadSession } from './family-session';
import { registerFamilyWorker } from './push/family-worker';
import './ui/family.module.css';

// A session that cannot be renewed ends on the family app's own sign-in screen, not the console's.
setSessionExpiredHandler(() => {
  reloadSession();
  window.location.assign('/family/sign-in');
});
// The worker shows the school's notices (web push); it is a small file of its own and caches nothing.
registerFamilyWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <FamilyApp />
  </StrictMode>,
);
