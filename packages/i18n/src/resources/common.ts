import { defineNamespace } from '../define';
import { commonEn } from './common/en';
import { commonJa } from './common/ja';
import { commonZh } from './common/zh';

/** Texts shared by every package: generic errors and actions. */
export const common = defineNamespace(commonZh, { en: commonEn, ja: commonJa });
