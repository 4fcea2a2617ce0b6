// The shell's namespaces in one language: the chunk a page of that language loads first.
export { appJa as app } from '../app/ja';
export { commonJa as common } from '../common/ja';
export { uiJa as ui } from '../ui/ja';
