import type { Language } from '@framewise/i18n/messages';

/**
 * The static JSON files ("video/upscaler_turbo_example" and "video/common_problem" with the
 * language code appended), served by the API under STATIC_BASE so the apps reach them through their /api proxy
 * and a CDN can mirror them. Content per language, side by side.
 */
export const STATIC_BASE = '/api/static/';

/** A preset of the turbo upscaler: what it is for, and the settings it puts in the draft. */
export interface TurboExample {
  id: string;
  title: string;
  description: string;
  params: {
    upscaler: '2x' | '4x' | '2k' | '4k';
    hdr: boolean;
    resemblance: number;
    weight: number;
    creativity: number;
    prompt: string;
    negative_prompt: string;
  };
}

export interface CommonProblem {
  id: string;
  question: string;
  answer: string;
}

type PerLanguage<T> = Readonly<Record<Language, T>>;

const turbo = (
  id: string,
  params: TurboExample['params'],
  text: PerLanguage<{ title: string; description: string; prompt: string }>,
): PerLanguage<TurboExample> => {
  const one = (lng: Language): TurboExample => ({
    id,
    title: text[lng].title,
    description: text[lng].description,
    params: { ...params, prompt: text[lng].prompt },
  });
  return { zh: one('zh'), en: one('en'), ja: one('ja') };
};

const TURBO_EXAMPLES: readonly PerLanguage<TurboExample>[] = [
  turbo(
    'old-photo',
    { upscaler: '4x', hdr: true, resemblance: 0.8, weight: 0.6, creativity: 0.3, prompt: '', negative_prompt: '' },
    {
      zh: {
        title: '老照片修复',
        description: '放大 4 倍并增强局部对比，高相似度保留原貌，适合扫描的旧照片',
        prompt: '清晰的老照片，自然的肤色',
      },
      en: {
        title: 'Old photo restoration',
        description: 'Upscales 4x with local contrast enhancement and high resemblance: for scanned old photos',
        prompt: 'a clear old photograph, natural skin tones',
      },
      ja: {
        title: '古い写真の修復',
        description: '4 倍に拡大し局所コントラストを強調。元の雰囲気を保つ高い類似度で、スキャンした古い写真向け',
        prompt: '鮮明な古い写真、自然な肌の色',
      },
    },
  ),
  turbo(
    'product',
    { upscaler: '2k', hdr: false, resemblance: 0.9, weight: 0.3, creativity: 0.6, prompt: '', negative_prompt: '' },
    {
      zh: {
        title: '电商产品图',
        description: '放大到 2K，锐化细节，几乎不改变颜色，适合商品主图',
        prompt: '干净的产品照片，清晰的边缘',
      },
      en: {
        title: 'Product shots',
        description: 'Upscales to 2K with sharper detail and almost unchanged colours: for shop listings',
        prompt: 'a clean product photo with crisp edges',
      },
      ja: {
        title: '商品写真',
        description: '2K に拡大し細部をシャープに。色はほぼそのままで、EC の商品画像向け',
        prompt: 'くっきりした輪郭のクリーンな商品写真',
      },
    },
  ),
  turbo(
    'landscape',
    { upscaler: '4k', hdr: true, resemblance: 0.5, weight: 1, creativity: 0.5, prompt: '', negative_prompt: '' },
    {
      zh: {
        title: '风景壁纸',
        description: '放大到 4K，开启 HDR，可上传参考图统一色调，适合做壁纸',
        prompt: '壮丽的风景，丰富的层次',
      },
      en: {
        title: 'Landscape wallpaper',
        description: 'Upscales to 4K with HDR; add a colour reference image to match its tones: for wallpapers',
        prompt: 'a majestic landscape with rich depth',
      },
      ja: {
        title: '風景の壁紙',
        description: '4K に拡大し HDR をオン。参考画像で色調を揃えられます。壁紙向け',
        prompt: '奥行きのある壮大な風景',
      },
    },
  ),
  turbo(
    'illustration',
    { upscaler: '2x', hdr: false, resemblance: 0.7, weight: 0.5, creativity: 0.8, prompt: '', negative_prompt: '' },
    {
      zh: {
        title: '插画与动漫',
        description: '放大 2 倍并加强线条锐度，适合插画、漫画和动漫截图',
        prompt: '线条清晰的插画',
      },
      en: {
        title: 'Illustration and anime',
        description: 'Upscales 2x with crisper lines: for illustrations, comics and anime stills',
        prompt: 'an illustration with clean lines',
      },
      ja: {
        title: 'イラストとアニメ',
        description: '2 倍に拡大し線をよりシャープに。イラスト、漫画、アニメのカット向け',
        prompt: '線のきれいなイラスト',
      },
    },
  ),
];

const problem = (id: string, text: PerLanguage<{ question: string; answer: string }>): PerLanguage<CommonProblem> => ({
  zh: { id, ...text.zh },
  en: { id, ...text.en },
  ja: { id, ...text.ja },
});

const COMMON_PROBLEMS: readonly PerLanguage<CommonProblem>[] = [
  problem('points', {
    zh: {
      question: '生成要消耗多少积分？',
      answer: '每个工具和选项的积分显示在生成按钮旁。加速模式消耗双倍积分，无限模式（会员权益）不消耗积分但排队较慢。',
    },
    en: {
      question: 'How many points does a generation cost?',
      answer:
        'The points of each tool and option are shown next to the generate button. Fast mode costs double; unlimited mode (a membership benefit) is free but waits longer in the queue.',
    },
    ja: {
      question: '生成には何ポイント必要ですか？',
      answer:
        '各ツールとオプションのポイントは生成ボタンの横に表示されます。高速モードは 2 倍、無制限モード（会員特典）はポイント不要ですが待ち時間が長くなります。',
    },
  }),
  problem('refund', {
    zh: {
      question: '生成失败会退还积分吗？',
      answer: '会。任务失败、未通过内容审核或被你取消时，消耗的积分会自动全部退还。',
    },
    en: {
      question: 'Do I get my points back when a generation fails?',
      answer:
        'Yes. When a task fails, does not pass the content review or is cancelled by you, its points are refunded in full automatically.',
    },
    ja: {
      question: '生成に失敗した場合、ポイントは戻りますか？',
      answer:
        'はい。タスクの失敗、内容審査の不通過、またはキャンセルの場合、消費したポイントは自動的に全額返還されます。',
    },
  }),
  problem('queue', {
    zh: {
      question: '为什么我的任务在排队？',
      answer: '任务按提交顺序处理，加速模式优先，无限模式排在最后。任务卡片会显示前面还有几个任务。',
    },
    en: {
      question: 'Why is my task waiting in a queue?',
      answer:
        'Tasks run in the order they were submitted; fast mode goes first and unlimited mode last. The task card shows how many jobs are ahead.',
    },
    ja: {
      question: 'タスクが待機中なのはなぜですか？',
      answer:
        'タスクは送信順に処理され、高速モードが優先、無制限モードは最後になります。タスクカードに前のタスク数が表示されます。',
    },
  }),
  problem('upload', {
    zh: {
      question: '可以上传哪些文件？',
      answer:
        '图片支持 PNG、JPEG 和 WebP（Safari 等能打开 HEIC 的浏览器也可上传 HEIC），最大 50 MB，过大的图片会在浏览器中自动缩小（图生视频缩小到 1000 像素以内，高清放大缩小到 2048 像素以内）；视频支持 MP4 和 MOV，最大 30 MB。',
    },
    en: {
      question: 'Which files can I upload?',
      answer:
        'Images: PNG, JPEG or WebP (HEIC too in browsers that can open it, such as Safari) up to 50 MB; larger pictures are reduced in the browser (to 1000 px per side for image to video, 2048 px for upscale). Videos: MP4 or MOV up to 30 MB.',
    },
    ja: {
      question: 'どのファイルをアップロードできますか？',
      answer:
        '画像は PNG、JPEG または WebP（Safari など HEIC を開けるブラウザでは HEIC も可、最大 50 MB）で、大きな画像はブラウザで縮小されます（画像から動画は一辺 1000 ピクセル、高画質化は 2048 ピクセルまで）。動画は MP4 または MOV（最大 30 MB）です。',
    },
  }),
  problem('subscribers', {
    zh: {
      question: '哪些功能需要订阅会员？',
      answer:
        '私密模式、2K/4K 放大、部分风格和 10 秒以上的视频转换仅限订阅会员。4096 放大和 20 秒视频只能使用加速模式。',
    },
    en: {
      question: 'Which features need a subscription?',
      answer:
        'Private mode, 2K/4K upscaling, some styles and video conversion longer than 10 seconds are for subscribers. A 4096 upscale and a 20-second video can only use fast mode.',
    },
    ja: {
      question: 'サブスクリプションが必要な機能は？',
      answer:
        'プライベートモード、2K/4K アップスケール、一部のスタイル、10 秒を超える動画変換は会員限定です。4096 アップスケールと 20 秒の動画は高速モードのみです。',
    },
  }),
  problem('preview', {
    zh: {
      question: '作品上的“本地预览”标记是什么意思？',
      answer:
        '未接入 GPU 生成服务时，文字生成视频由本地引擎按提示词生成色彩、构图和运镜的程序化预览，而不是画出描述的具体场景。',
    },
    en: {
      question: 'What does the "local preview" label on a work mean?',
      answer:
        'Without a GPU generation service, text to video is rendered by the local engine as a procedural preview whose colours, shapes and camera motion follow the prompt; it does not draw the described scene.',
    },
    ja: {
      question: '作品の「ローカルプレビュー」表示とは？',
      answer:
        'GPU 生成サービスがない場合、テキストから動画はローカルエンジンがプロンプトに沿った色、形、カメラの動きで描くプロシージャルなプレビューになり、説明した場面そのものは描きません。',
    },
  }),
];

/** The files by name (without the language suffix). */
export const STATIC_FILES = {
  'video/upscaler_turbo_example': (lng: Language) => TURBO_EXAMPLES.map((e) => e[lng]),
  'video/common_problem': (lng: Language) => COMMON_PROBLEMS.map((p) => p[lng]),
} as const;
