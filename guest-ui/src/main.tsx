import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Placeholder until the guest-ui issue lands.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main><h1>Tischlein – Bestellen</h1></main>
  </StrictMode>,
);
