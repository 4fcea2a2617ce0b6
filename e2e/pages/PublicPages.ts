import type { TestInfo } from '@playwright/test';
import { TEXTS, type Texts } from './texts';

type Language = 'zh' | 'en' | 'ja';
export const LANGUAGES: readonly Language[] = ['zh', 'en', 'ja'];

/** What a prerendered public page shows before any JavaScript: its heading and a line of its content, per language. */
interface PublicPage {
  path: string;
  heading: Record<Language, string>;
  content: Record<Language, string>;
  /** false: prerendered but not in the sitemap (my works). */
  listed?: boolean;
}

/** One text in each language, picked from the i18n resources. */
function inEach(pick: (texts: Texts) => string): Record<Language, string> {
  return { zh: pick(TEXTS.zh), en: pick(TEXTS.en), ja: pick(TEXTS.ja) };
}

// Each tool page shows its default tool's name, and its empty results say what the tool does.
function toolPage(path: string, tool: 'ai_video' | 'vid2vid' | 'lipsync' | 'upscale'): PublicPage {
  return { path, heading: inEach((t) => t.common.tools[tool]), content: inEach((t) => t.tools.empty[tool]) };
}

const MEMBER = {
  heading: inEach((t) => t.membership.page.title),
  content: inEach((t) => t.membership.page.subtitle),
};

/** The public pages of a build (its home path first), as the prerender writes them. */
export function publicPages(homePath: string): PublicPage[] {
  return [
    { path: homePath, heading: inEach((t) => t.works.home.title), content: inEach((t) => t.works.home.eyebrow) },
    toolPage('/ai-video-generator', 'ai_video'),
    toolPage('/vid2vid', 'vid2vid'),
    toolPage('/lip-sync', 'lipsync'),
    toolPage('/upscale', 'upscale'),
    {
      path: '/gallery',
      heading: inEach((t) => t.works.gallery.title),
      content: inEach((t) => t.works.gallery.subtitle),
    },
    {
      path: '/my-work',
      heading: inEach((t) => t.works.myWorks.title),
      content: inEach((t) => t.works.myWorks.subtitle),
      listed: false,
    },
    { path: '/member', ...MEMBER },
    {
      path: '/tutorials',
      heading: inEach((t) => t.works.tutorials.title),
      content: inEach((t) => t.works.tutorials.subtitle),
    },
    {
      path: '/privacy',
      heading: inEach((t) => t.legal.privacy.title),
      content: inEach((t) => t.legal.privacy.updated),
    },
    { path: '/terms', heading: inEach((t) => t.legal.terms.title), content: inEach((t) => t.legal.terms.updated) },
    { path: '/m/member', ...MEMBER },
    {
      path: '/m/point',
      heading: inEach((t) => t.works.mobile.pointTitle),
      content: inEach((t) => t.works.mobile.pointLogin),
    },
    {
      path: '/m/login',
      heading: inEach((t) => t.works.mobile.loginTitle),
      content: inEach((t) => t.works.mobile.loginBody),
    },
    {
      path: '/m/music-download',
      heading: inEach((t) => t.works.music.title),
      content: inEach((t) => t.works.music.subtitle),
    },
  ];
}

/** The build of the running project: its home path and the language of its unprefixed URLs (docs/decisions.md). */
export function buildOf(testInfo: TestInfo) {
  const domestic = testInfo.project.name.endsWith('domestic');
  return {
    homePath: domestic ? '/app/home' : '/',
    urlLanguage: (domestic ? 'zh' : 'en') as Language,
  };
}

/** The URL of a page in a language: unprefixed in the build's own language, /en/..., /ja/..., /zh/... otherwise. */
export function urlOf(path: string, language: Language, urlLanguage: Language): string {
  if (language === urlLanguage) return path;
  return path === '/' ? `/${language}/` : `/${language}${path}`;
}

/** <html lang> of a prerendered page. */
export const HTML_LANG: Record<Language, string> = { zh: 'zh-CN', en: 'en', ja: 'ja' };
