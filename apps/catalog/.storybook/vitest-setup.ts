import * as a11yAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import * as projectAnnotations from './preview';

// Runs the stories as tests with the catalog's decorators, the network guard and the axe check (every rule);
// vitest.config.ts gives each project its brand.
setProjectAnnotations([a11yAnnotations, projectAnnotations]);
