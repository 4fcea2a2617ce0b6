// The shell's namespaces in one language: the chunk a page of that language loads first.
export { appZh as app } from '../app/zh';
export { commonZh as common } from '../common/zh';
export { uiZh as ui } from '../ui/zh';
