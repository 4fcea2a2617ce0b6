import { defineNamespace } from '../define';
import { uiEn } from './ui/en';
import { uiJa } from './ui/ja';
import { uiZh } from './ui/zh';

/** Texts of the ui-kit components. */
export const ui = defineNamespace(uiZh, { en: uiEn, ja: uiJa });
