import type { SameKeys } from '../../define';
import type { uiZh } from './zh';

/** The ui namespace in Japanese. */
export const uiJa: SameKeys<typeof uiZh> = {
  loading: '読み込み中…',
  language: { label: '言語', current: '言語：{{language}}' },
  modal: { close: '閉じる' },
  toast: { region: '通知' },
  image: { loadFailed: '画像を読み込めませんでした' },
  header: {
    nav: 'メインナビゲーション',
    home: 'ホーム',
    openMenu: 'メニューを開く',
    closeMenu: 'メニューを閉じる',
  },
  notFound: {
    title: 'ページが見つかりません',
    body: 'お探しのページは存在しないか、移動しました。',
    backHome: 'ホームに戻る',
  },
  catalog: {
    navImage: 'AI画像',
    navGallery: 'ギャラリー',
    navPricing: 'プラン',
    login: 'ログイン',
    generate: '生成する',
    save: '保存',
    delete: '作品を削除',
    modalTitle: '作品の詳細',
    modalBody: '雨上がりの東京の街を散歩する茶トラ猫。水たまりにネオンが映っている。',
    toastSuccess: '生成が完了しました',
    toastError: '生成に失敗しました。ポイントは返還されました',
    toastInfo: 'キューに追加しました（3番目）',
    toastWarning: 'ポイントが不足しています。チャージしてください',
    toastBurst: '6件まとめて表示',
  },
};
