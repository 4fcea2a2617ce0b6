// The shell's namespaces in one language: the chunk a page of that language loads first.
export { appEn as app } from '../app/en';
export { commonEn as common } from '../common/en';
export { uiEn as ui } from '../ui/en';
