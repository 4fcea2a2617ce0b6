import type { Brand } from '@framewise/ui-kit';
import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

/** Runs the stories as tests with the catalog's decorators, the axe check and the given brand. */
export function setUpStoryTests(brand: Brand) {
  setProjectAnnotations([a11yAnnotations, projectAnnotations, { initialGlobals: { brand } }]);
}
