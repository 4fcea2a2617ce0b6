// Example works on a fresh install: made by the configured engine from the pictures in assets/examples, owned by
// the "Framewise" account, public in the gallery and ranked below every real work.

export { type ExampleSeeding, startExampleSeeding } from './start';
export { registerExampleTestHooks } from './test-hooks';
