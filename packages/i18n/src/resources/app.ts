import { defineNamespace } from '../define';
import { appEn } from './app/en';
import { appJa } from './app/ja';
import { appZh } from './app/zh';

/** Texts of the app shells: navigation, pages, global modals. */
export const app = defineNamespace(appZh, { en: appEn, ja: appJa });
