import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { Providers } from './providers';
import { AppRouter } from './router';

// The server's Content-Security-Policy allows no eval: zod's compiled parsers would only probe for it
// (a CSP violation report on every page load) and fall back anyway.
z.config({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers>
      <AppRouter />
    </Providers>
  </StrictMode>,
);
