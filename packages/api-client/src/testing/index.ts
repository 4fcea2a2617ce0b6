// Test and story helpers for packages that talk to the API: a scripted fake server. Not used by app code.
export * from './fake-server';
export { sampleUserInfo } from './sample-user';
