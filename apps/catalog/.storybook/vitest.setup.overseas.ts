import { setUpStoryTests } from './vitest-setup';

setUpStoryTests('overseas');
