import type { TestInfo } from '@playwright/test';

export type Language = 'zh' | 'en' | 'ja';
export const LANGUAGES: readonly Language[] = ['zh', 'en', 'ja'];

/** What a prerendered public page shows before any JavaScript: its heading and a line of its content, per language. */
export interface PublicPage {
  path: string;
  heading: Record<Language, string>;
  content: Record<Language, string>;
}

const TOOL_EMPTY = {
  // Each tool page's empty results say what the tool does.
  aiVideo: {
    zh: '写一句描述，或上传一张图，生成你的第一段 AI 视频。',
    en: 'Write a line or upload a picture to make your first AI video.',
    ja: '一文を書くか画像をアップロードして、最初の AI 動画を作りましょう。',
  },
  vid2vid: {
    zh: '上传一段视频，给它换一种风格。',
    en: 'Upload a video and give it a new style.',
    ja: '動画をアップロードして、新しいスタイルに変えましょう。',
  },
  lipSync: {
    zh: '上传人物视频或图片和一段音频，让口型跟着声音动。',
    en: 'Upload a video or picture of a person and an audio track to make them speak.',
    ja: '人物の動画または画像と音声をアップロードして、話しているように動かします。',
  },
  upscale: {
    zh: '上传图片或视频，放大到 2 倍、4 倍、2K 或 4K。',
    en: 'Upload an image or a video to upscale it 2x, 4x, to 2K or 4K.',
    ja: '画像または動画をアップロードして、2 倍・4 倍・2K・4K に高画質化します。',
  },
} as const;
const MEMBER = {
  heading: { zh: '会员中心', en: 'Membership', ja: 'メンバーシップ' },
  content: {
    zh: '选择适合你的方案，解锁更多创作能力',
    en: 'Pick the plan that fits how you create.',
    ja: 'あなたの創作に合ったプランを選びましょう。',
  },
};
const UPDATED = { zh: '最后更新：', en: 'Last updated:', ja: '最終更新日：' };

/** The public pages of a build (its home path first), as the prerender writes them. */
export function publicPages(homePath: string): PublicPage[] {
  return [
    {
      path: homePath,
      heading: {
        zh: '用一句话或一张图，生成你的视频',
        en: 'Turn a sentence or a picture into a video',
        ja: '一文や一枚の画像から、動画を作ろう',
      },
      content: {
        zh: '免费的 AI 视频创作平台',
        en: 'The free AI video platform',
        ja: '無料の AI 動画作成プラットフォーム',
      },
    },
    {
      path: '/ai-video-generator',
      heading: { zh: 'AI 视频生成', en: 'AI Video Generator', ja: 'AI 動画生成' },
      content: TOOL_EMPTY.aiVideo,
    },
    {
      path: '/vid2vid',
      heading: { zh: '视频转视频', en: 'Video to Video', ja: '動画から動画' },
      content: TOOL_EMPTY.vid2vid,
    },
    {
      path: '/lip-sync',
      heading: { zh: '口型同步', en: 'Lip-sync', ja: 'リップシンク' },
      content: TOOL_EMPTY.lipSync,
    },
    { path: '/upscale', heading: { zh: '高清放大', en: 'Upscale', ja: '高画質化' }, content: TOOL_EMPTY.upscale },
    {
      path: '/gallery',
      heading: { zh: '作品广场', en: 'Gallery', ja: 'ギャラリー' },
      content: {
        zh: '看看大家都做了什么，喜欢就一键做同款。',
        en: 'See what people make, and make the same in one click.',
        ja: 'みんなの作品を見て、気に入ったらワンクリックで同じ設定で作れます。',
      },
    },
    { path: '/member', ...MEMBER },
    {
      path: '/tutorials',
      heading: { zh: '教程', en: 'Tutorials', ja: 'チュートリアル' },
      content: {
        zh: '从第一个视频开始，几分钟学会每个工具。',
        en: 'From your first video onwards: learn each tool in a few minutes.',
        ja: '最初の動画から、各ツールを数分で覚えましょう。',
      },
    },
    {
      path: '/privacy',
      heading: { zh: '隐私政策', en: 'Privacy Policy', ja: 'プライバシーポリシー' },
      content: UPDATED,
    },
    { path: '/terms', heading: { zh: '服务条款', en: 'Terms of Service', ja: '利用規約' }, content: UPDATED },
    { path: '/m/member', ...MEMBER },
    {
      path: '/m/point',
      heading: { zh: '我的积分', en: 'My points', ja: 'マイポイント' },
      content: { zh: '登录后查看你的积分', en: 'Log in to see your points', ja: 'ログインしてポイントを確認' },
    },
    {
      path: '/m/login',
      heading: { zh: '登录', en: 'Log in', ja: 'ログイン' },
      content: {
        zh: '登录后即可在手机上查看会员、积分和作品。',
        en: 'Log in to see your membership, points and works on your phone.',
        ja: 'ログインすると、スマートフォンで会員情報、ポイント、作品を確認できます。',
      },
    },
    {
      path: '/m/music-download',
      heading: { zh: '音乐下载', en: 'Music downloads', ja: '音楽ダウンロード' },
      content: {
        zh: '你用口型同步生成的视频都在这里，视频里带着你上传的音频。',
        en: 'Your lip-sync videos, each with the audio you uploaded.',
        ja: 'リップシンクで作った動画です。アップロードした音声が入っています。',
      },
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
