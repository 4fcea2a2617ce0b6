import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { inject } from 'vitest';
import * as projectAnnotations from './preview';

// Runs the stories as tests with the catalog's decorators, the network guard and the axe check; vitest.config.ts
// gives each project its brand and, for the second brand, the axe rules a brand can change (colours).
const axeRules = inject('axeRules');
setProjectAnnotations([
  a11yAnnotations,
  projectAnnotations,
  ...(axeRules ? [{ parameters: { a11y: { options: { runOnly: axeRules } } } }] : []),
]);

declare module 'vitest' {
  export interface ProvidedContext {
    /** The only axe rules to run, when not all of them. */
    axeRules: string[] | null;
  }
}
