// Example works on a fresh install: made by the configured engine from the pictures in assets/examples, owned by
// the "Framewise" account, public in the gallery and ranked below every real work.
export { EXAMPLE_PICTURES, EXAMPLE_SPECS, type ExampleSpec } from './catalog';
export { seedRecordKey, seedRecords } from './repo';
export { type SeedReport, seedExamples } from './seed';
export { type ExampleSeeding, startExampleSeeding } from './start';
export { registerExampleTestHooks, TEST_SEED_EXAMPLES_PATH } from './test-hooks';
