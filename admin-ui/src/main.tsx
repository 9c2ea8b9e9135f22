import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

// Placeholder until the admin-ui issue lands.
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <main><h1>Tischlein – Backoffice</h1></main>
  </StrictMode>,
);
