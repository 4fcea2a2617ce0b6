import type { SameKeys } from '../../define';
import { commonJa } from '../common/ja';
import type { appZh } from './zh';

/** The app namespace in Japanese. */
export const appJa: SameKeys<typeof appZh> = {
  brand: { domestic: 'Framewise', overseas: 'Framewise', tagline: '無料の AI 動画プラットフォーム' },
  nav: {
    home: 'ホーム',
    gallery: 'ギャラリー',
    myWork: 'マイ作品',
    member: 'メンバーシップ',
    tutorials: 'チュートリアル',
    login: 'ログイン',
    main: 'メインナビゲーション',
  },
  pages: {
    comingTitle: '近日公開',
    vid2vid: {
      title: commonJa.toolPages.vid2vid,
      body: '動画をアップロードしてスタイルを選ぶと、新しい動画ができます。',
    },
    aiVideo: {
      title: commonJa.tools.ai_video,
      body: '説明文、参考画像、最初と最後のフレームから動画を生成します。',
    },
    myWork: { title: 'マイ作品', body: '生成した動画や画像はここに表示されます。' },
    lipsync: {
      title: commonJa.toolPages.lipsync,
      body: '人物の動画や写真と音声をアップロードすると、口の動きが声に合わせて動きます。',
    },
    upscale: {
      title: commonJa.toolPages.upscale,
      body: '画像を 2 倍、4 倍、2K、4K に拡大し、細部をくっきりさせます。',
    },
    gallery: { title: 'ギャラリー', body: 'みんなの作品を見て、ワンクリックで同じものを作れます。' },
    member: { title: 'メンバーシップ', body: 'プラン、ポイントパッケージ、アクティベーションコード。' },
    payResult: { title: 'お支払い結果', body: 'お支払いを確認しています。' },
    tutorials: { title: 'チュートリアル', body: '最初の動画づくりからのガイドと、よくある質問。' },
    privacy: {
      title: 'プライバシーポリシー',
      body: 'サービスの提供に必要な情報だけを収集し、個人情報を販売することはありません。',
    },
    terms: { title: '利用規約', body: '本サービスを利用することで、本規約に同意したものとみなされます。' },
    invited: {
      title: '友だちを招待',
      body: '招待リンクを共有しましょう。友だちが登録すると、お互いにポイントがもらえます。',
      yourCode: 'あなたの招待コード：{{code}}',
      noCode: 'ログインすると招待コードが表示されます。',
    },
    mobileMember: { title: 'メンバーシップ' },
    mobilePoint: { title: 'マイポイント' },
    mobileLogin: { title: 'ログイン' },
    musicDownload: { title: '音楽ダウンロード' },
    redirecting: 'リダイレクトしています…',
  },
  seo: {
    home: 'Framewise：ひとことの説明や 1 枚の画像から動画を生成。テキストから動画、画像から動画、動画から動画、リップシンク、高画質化を無料で始められます。',
    aiVideo: '説明文、参考画像、最初と最後のフレームから AI で動画を生成します。',
    vid2vid: '動画をアップロードしてスタイルを選ぶと、AI が新しいスタイルの動画を作ります。',
    lipsync: '人物の動画や写真と音声をアップロードすると、口の動きが声に合わせて動きます。',
    upscale: '画像を 2 倍、4 倍、2K、4K に拡大し、細部をくっきりさせます。',
    gallery: 'みんなが AI で作った動画や画像を見て、ワンクリックで同じものを作れます。',
    myWork: '生成した動画や画像はすべてここに：設定の確認、ダウンロード、公開、同じものをもう一度。',
    member: 'メンバーシッププランとポイントパッケージ：より多くのポイント、より速い生成、より高い解像度。',
    tutorials: '最初の動画づくりからのガイドと、よくある質問への回答。',
    privacy: '収集する情報、その理由、保護の方法について。',
    terms: 'Framewise のサービスを利用するための規約。',
    mobileMember: 'スマートフォンでメンバーシッププランとポイントパッケージを確認できます。',
    mobilePoint: 'スマートフォンでポイント残高と履歴を確認できます。',
    mobileLogin: 'スマートフォンでログインして、AI で動画づくりを始めましょう。',
    musicDownload: 'スマートフォンで動画の BGM をダウンロードできます。',
  },
  modals: {
    login: { title: 'ログイン', body: 'ログインして作成をはじめましょう。' },
    userInfo: { title: 'プロフィール' },
    code: { title: 'アクティベーションコード' },
    point: { title: 'ポイント購入' },
    notReady: 'この機能はまもなく公開されます。しばらくお待ちください。',
    redirectRefused: 'リンクが別のサイトへの移動を求めていたため、このページに留まります。',
  },
  footer: { privacy: 'プライバシー', terms: '利用規約', copyright: '© Framewise', filings: '届出番号' },
};
