// The works and gallery module: my works, the public gallery, publication and contribution, tags.
export { runContributionChecks } from './contribute';
export { EXAMPLES_OWNER } from './examples-owner';
export { toWork } from './present';
export { listWorks, markPublic, tagWork } from './repo';
export { registerGalleryRoutes } from './routes';
export { workDetail } from './service';
