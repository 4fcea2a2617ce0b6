import { defineNamespace } from '../../define';

/** The home page: the promise, the tools with a line each (their names are common's tools), gallery highlights. */
export const homeTexts = defineNamespace(
  {
    home: {
      eyebrow: '免费的 AI 视频创作平台',
      title: '用一句话或一张图，生成你的视频',
      subtitle: '文生视频、图生视频、视频转视频、口型同步与高清放大，短视频、小说推文、AI 短剧都能做。',
      start: '开始创作',
      explore: '逛逛作品广场',
      toolsTitle: '创作工具',
      tools: {
        ai_video: { desc: '输入描述或首尾帧，生成一段视频' },
        text2video: { desc: '按关键帧写下每一幕，串成一段视频' },
        img2video: { desc: '让一张图片动起来：推拉、平移、环绕' },
        vid2vid: { desc: '给已有视频换一种风格' },
        lipsync: { desc: '让照片或视频里的人跟着音频说话' },
        upscale: { desc: '把图片放大到 2 倍、4 倍、2K 或 4K' },
      },
      exampleOf: '{{tool}}示例',
      highlights: '作品广场精选',
      seeAll: '查看全部',
    },
  },
  {
    en: {
      home: {
        eyebrow: 'The free AI video platform',
        title: 'Turn a sentence or a picture into a video',
        subtitle:
          'Text to video, image to video, video to video, lip-sync and upscaling, for short videos, story promos and AI shorts.',
        start: 'Start creating',
        explore: 'Explore the gallery',
        toolsTitle: 'Creation tools',
        tools: {
          ai_video: { desc: 'Describe it, or give first and last frames' },
          text2video: { desc: 'Write each scene as a keyframe prompt' },
          img2video: { desc: 'Bring a picture to life: zoom, pan, orbit' },
          vid2vid: { desc: 'Give an existing video a new style' },
          lipsync: { desc: 'Make the person in a photo or video speak along to audio' },
          upscale: { desc: 'Enlarge images 2x, 4x, to 2K or 4K' },
        },
        exampleOf: '{{tool}} example',
        highlights: 'From the gallery',
        seeAll: 'See all',
      },
    },
    ja: {
      home: {
        eyebrow: '無料の AI 動画作成プラットフォーム',
        title: '一文や一枚の画像から、動画を作ろう',
        subtitle:
          'テキストから動画、画像から動画、動画から動画、リップシンク、高画質化。ショート動画や小説の宣伝、AI ショートドラマに。',
        start: '作成を始める',
        explore: 'ギャラリーを見る',
        toolsTitle: '作成ツール',
        tools: {
          ai_video: { desc: '説明文や最初と最後のフレームから動画を生成' },
          text2video: { desc: 'キーフレームごとに各シーンを書いてつなげる' },
          img2video: { desc: '画像を動かす：ズーム、パン、回り込み' },
          vid2vid: { desc: '既存の動画を別のスタイルに' },
          lipsync: { desc: '写真や動画の人物を音声に合わせて話させる' },
          upscale: { desc: '画像を 2 倍、4 倍、2K、4K に拡大' },
        },
        exampleOf: '{{tool}}の例',
        highlights: 'ギャラリーから',
        seeAll: 'すべて見る',
      },
    },
  },
);
