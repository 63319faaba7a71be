import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { VerificationPanel } from '../../../src/web/features/booking/verification-panel';
import { loadLanguage } from '../../../src/web/lib/i18n';
// The site's own styles, so the panel's buttons look (and measure) as they do on the home page.
import '../../../src/web/styles/base.css';

// A page holding only the verification panel, the way home step 5 holds it, so the
// end-to-end test drives the real component against the real server.
const params = new URLSearchParams(window.location.search);

function Harness() {
  const [outcome, setOutcome] = useState('');
  return (
    <main>
      <h1>Verification panel</h1>
      <VerificationPanel
        countryCode={params.get('countryCode') ?? '91'}
        mobile={params.get('mobile') ?? '9876543210'}
        onVerified={(verificationId) => setOutcome(`verified ${verificationId}`)}
        onCancel={() => setOutcome('cancelled')}
      />
      <p data-testid="outcome">{outcome}</p>
    </main>
  );
}

const root = document.getElementById('root');
// The panel's texts, in English, before it renders (the site's main.tsx does the same).
if (root) void loadLanguage('en', { whole: true }).then(() => mount(root));

function mount(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <Harness />
      </QueryClientProvider>
    </StrictMode>,
  );
}
