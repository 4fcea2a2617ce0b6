import { defineNamespace } from '../../define';

/** Tutorials: one guide per tool and the FAQ. */
export const tutorialsTexts = defineNamespace(
  {
    tutorials: {
      title: '教程',
      subtitle: '从第一个视频开始，几分钟学会每个工具。',
      guidesTitle: '使用指南',
      openTool: '打开{{tool}}',
      guides: {
        start: {
          title: '第一次使用',
          body: '1. 登录后，每天 0 点会发放当天的免费积分，当天 24 点过期。\n2. 在顶部选择一个工具，填写描述或上传参考图。\n3. 生成按钮上会显示本次消耗的积分，确认后提交。\n4. 任务会经历排队、生成中和完成，完成后在“我的作品”里查看和下载。',
        },
        img2video: {
          title: '{{tool}}：让图片动起来',
          body: '1. 上传一张清晰的 PNG、JPEG 或 WebP 图片（浏览器能打开时也可用 HEIC，如 Safari），50 MB 以内；长宽超过 1000 像素的图片会在浏览器中自动缩小到 1000 像素以内。\n2. 选择运镜方式（推近、拉远、平移、环绕）和运动幅度，幅度越大动作越明显。\n3. 需要只让局部动起来时，用涂抹工具画出要动的区域。\n4. 选择时长和画面比例后生成。',
        },
        text2video: {
          title: '{{tool}}：用关键帧讲一个故事',
          body: '1. 每个关键帧写一段描述，对应视频里的一幕，关键帧编号决定它出现的位置。\n2. 描述越具体越好：主体、动作、场景、光线和镜头。\n3. 可以叠加角色模型并调整权重，让人物在多个镜头里保持一致。',
        },
        vid2vid: {
          title: '{{tool}}：换一种风格',
          body: '1. 上传一段 MP4 视频并填写描述。\n2. 从风格列表中选择风格，或上传一张风格参考图。\n3. 参考强度越高，结果越贴近原视频的构图和动作。\n4. 种子保持 -1 时每次随机，固定种子可以复现结果。',
        },
        lipsync: {
          title: '{{tool}}：让人物开口说话',
          body: '1. 上传一张正脸清晰的照片或一段人物视频，系统会自动识别人脸。\n2. 画面中有多张人脸时，点选要说话的那一张。\n3. 上传音频后生成，人物的口型会跟着声音动起来。',
        },
        upscale: {
          title: '{{tool}}：让细节更清晰',
          body: '1. 上传图片，选择 2 倍、4 倍、2K 或 4K。\n2. 2K 和 4K 为会员功能；4096 像素的放大只能使用加速模式。\n3. 完成后拖动对比滑块，查看放大前后的差别。',
        },
        modes: {
          title: '生成模式与积分',
          body: '1. 普通模式按工具和参数消耗积分。\n2. 加速模式消耗更多积分，排队更快。\n3. 开通了闲时权益的会员可以使用闲时模式，免费但排队较慢。\n4. 生成失败时，消耗的积分会自动退还。',
        },
      },
      faqTitle: '常见问题',
      faqLoading: '正在加载常见问题…',
      faqFailed: '常见问题加载失败。',
      faqRetry: '重试',
      faqEmpty: '暂时没有常见问题。',
    },
  },
  {
    en: {
      tutorials: {
        title: 'Tutorials',
        subtitle: 'From your first video onwards: learn each tool in a few minutes.',
        guidesTitle: 'Guides',
        openTool: 'Open {{tool}}',
        guides: {
          start: {
            title: 'Getting started',
            body: '1. Once you are logged in, free points for the day arrive at 00:00 and expire at 24:00.\n2. Pick a tool at the top and write a prompt or upload a reference image.\n3. The generate button shows how many points the run costs; confirm to submit.\n4. The task goes from queued to generating to done; then see and download it in My Works.',
          },
          img2video: {
            title: '{{tool}}: bring a picture to life',
            body: '1. Upload a sharp PNG, JPEG or WebP picture (HEIC too where the browser can open it, as Safari does), up to 50 MB; a picture over 1000 px on a side is reduced in the browser to 1000 px.\n2. Choose a camera move (zoom in, zoom out, pan, orbit) and the motion strength; more strength means more movement.\n3. To move only part of the picture, brush the area that should move.\n4. Choose the duration and aspect ratio, then generate.',
          },
          text2video: {
            title: '{{tool}}: tell a story in keyframes',
            body: '1. Write one prompt per keyframe; each is a scene, and its keyframe number places it in the video.\n2. Be specific: subject, action, setting, light and camera.\n3. Add overlay characters and adjust their weights to keep a person consistent across shots.',
          },
          vid2vid: {
            title: '{{tool}}: a new style',
            body: '1. Upload an MP4 video and write a prompt.\n2. Pick styles from the list, or upload a style reference image.\n3. The higher the video reference, the closer the result follows the original framing and motion.\n4. A seed of -1 is random each time; a fixed seed repeats a result.',
          },
          lipsync: {
            title: '{{tool}}: make someone speak',
            body: '1. Upload a clear front-facing photo or a video of a person; faces are detected automatically.\n2. If there are several faces, pick the one that should speak.\n3. Upload the audio and generate: the mouth follows the voice.',
          },
          upscale: {
            title: '{{tool}}: sharper detail',
            body: '1. Upload an image and choose 2x, 4x, 2K or 4K.\n2. 2K and 4K are for subscribers; a 4096 px upscale runs in fast mode only.\n3. When it is done, drag the comparison slider to see before and after.',
          },
          modes: {
            title: 'Modes and points',
            body: '1. Normal mode costs points by tool and settings.\n2. Fast mode costs more points and waits less in the queue.\n3. Subscribers with the relax benefit can use relax mode: free, with a longer wait.\n4. If a generation fails, its points are refunded automatically.',
          },
        },
        faqTitle: 'Common questions',
        faqLoading: 'Loading common questions…',
        faqFailed: 'The common questions could not be loaded.',
        faqRetry: 'Retry',
        faqEmpty: 'No common questions yet.',
      },
    },
    ja: {
      tutorials: {
        title: 'チュートリアル',
        subtitle: '最初の動画から、各ツールを数分で覚えましょう。',
        guidesTitle: '使い方ガイド',
        openTool: '{{tool}}を開く',
        guides: {
          start: {
            title: 'はじめての方へ',
            body: '1. ログインすると、毎日 0 時にその日の無料ポイントが付与され、24 時に失効します。\n2. 上部でツールを選び、プロンプトを書くか参照画像をアップロードします。\n3. 生成ボタンに今回の消費ポイントが表示されます。確認して送信してください。\n4. タスクは待機中、生成中、完了と進みます。完了後はマイ作品で確認・ダウンロードできます。',
          },
          img2video: {
            title: '{{tool}}：画像を動かす',
            body: '1. 鮮明な PNG、JPEG または WebP 画像（Safari など HEIC を開けるブラウザでは HEIC も可、50 MB まで）をアップロードします。一辺が 1000 px を超える画像はブラウザで 1000 px に縮小されます。\n2. カメラワーク（ズームイン、ズームアウト、パン、回り込み）と動きの大きさを選びます。大きいほど動きがはっきりします。\n3. 一部だけを動かしたいときは、動かす範囲をブラシで塗ります。\n4. 長さとアスペクト比を選んで生成します。',
          },
          text2video: {
            title: '{{tool}}：キーフレームで物語を作る',
            body: '1. キーフレームごとにプロンプトを 1 つ書きます。それぞれが 1 シーンになり、キーフレーム番号で登場位置が決まります。\n2. 被写体、動き、場所、光、カメラを具体的に書くほど良くなります。\n3. キャラクターを重ねて強さを調整すると、複数のカットで人物の見た目をそろえられます。',
          },
          vid2vid: {
            title: '{{tool}}：別のスタイルに',
            body: '1. MP4 動画をアップロードし、プロンプトを書きます。\n2. スタイル一覧から選ぶか、スタイル参照画像をアップロードします。\n3. 動画の参照強度が高いほど、元の構図や動きに近くなります。\n4. シードが -1 なら毎回ランダム、固定すると結果を再現できます。',
          },
          lipsync: {
            title: '{{tool}}：人物を話させる',
            body: '1. 正面を向いた鮮明な写真か人物の動画をアップロードすると、顔が自動で検出されます。\n2. 顔が複数ある場合は、話させたい顔を選びます。\n3. 音声をアップロードして生成すると、口の動きが声に合わせて動きます。',
          },
          upscale: {
            title: '{{tool}}：細部をくっきり',
            body: '1. 画像をアップロードし、2 倍、4 倍、2K、4K から選びます。\n2. 2K と 4K は会員向けです。4096 px の高画質化は高速モードのみで実行できます。\n3. 完了したら比較スライダーを動かして、前後の違いを確認できます。',
          },
          modes: {
            title: 'モードとポイント',
            body: '1. 通常モードはツールと設定に応じてポイントを消費します。\n2. 高速モードはより多くのポイントを消費し、待ち時間が短くなります。\n3. リラックス特典のある会員はリラックスモードを無料で使えますが、待ち時間は長めです。\n4. 生成に失敗した場合、消費したポイントは自動で返還されます。',
          },
        },
        faqTitle: 'よくある質問',
        faqLoading: 'よくある質問を読み込み中…',
        faqFailed: 'よくある質問を読み込めませんでした。',
        faqRetry: '再試行',
        faqEmpty: 'よくある質問はまだありません。',
      },
    },
  },
);
