import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { afterFirstPaint } from './app/afterFirstPaint';
import { setupI18n } from './i18n';
import { loadCurrentUser } from './lib/auth';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// Who is signed in is asked at once, beside the texts, not after the first render (issue 21:
// one round trip fewer before the dashboard or a step can start loading).
void loadCurrentUser();

// The catalog of a remembered non-English language loads before the first paint, so the
// applicant never sees the page flash in English.
void setupI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  afterFirstPaint();
});
