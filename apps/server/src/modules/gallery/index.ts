// The works and gallery module: my works, the public gallery, publication and contribution, tags.
export { checkContribution, publishWork, runContributionChecks } from './contribute';
export { EXAMPLES_OWNER } from './examples-owner';
export { toWork, type WorkRow } from './present';
export { listWorks, markPublic, tagWork } from './repo';
export { registerGalleryRoutes } from './routes';
export { decodeCursor, deleteWorks, encodeCursor, workDetail, worksPage } from './service';
