import en from './locales/en.json';

// What the first screen shows in English (the page frame, the landing page, the loading and
// offline notices), bundled with the first load. Everything past it (forms, dashboard, wizard,
// chat, the domain's names and messages) is in enPages.ts, which loads with those parts
// (issue 21: the landing page loads only what it draws).
export const enCoreCatalog = { ...en };
