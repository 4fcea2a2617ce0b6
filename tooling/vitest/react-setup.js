import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom has no layout: scrolling is a no-op here (tests spy on it) instead of a "not implemented" error.
window.scrollTo = () => {};
