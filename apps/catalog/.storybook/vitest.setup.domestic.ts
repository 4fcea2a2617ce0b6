import { setUpStoryTests } from './vitest-setup';

setUpStoryTests('domestic');
