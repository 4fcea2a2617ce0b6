// Test and story helpers for packages that talk to the API: a scripted fake server. Not used by app code.
export {
  type Answer,
  createFakeServer,
  type Envelope,
  type FakeServer,
  fail,
  type Handler,
  ok,
  type SeenCall,
} from './fake-server';
export { sampleUserInfo } from './sample-user';
