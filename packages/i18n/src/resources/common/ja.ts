import type { SameKeys } from '../../define';
import type { commonZh } from './zh';

/** The common namespace in Japanese. */
export const commonJa: SameKeys<typeof commonZh> = {
  appName: 'Framewise',
  actions: {
    cancel: 'キャンセル',
    confirm: '確認',
    close: '閉じる',
    retry: '再試行',
    copy: 'コピー',
    backHome: 'ホームに戻る',
  },
  errors: {
    requestError: 'リクエストエラーです。しばらくしてからもう一度お試しください。',
    serverError: 'サーバーエラーです。しばらくしてからもう一度お試しください。',
    timeout: 'リクエストがタイムアウトしました。接続を確認して再試行してください。',
    sessionExpired: 'ログインの有効期限が切れました。もう一度ログインしてください。',
  },
  status: {
    loading: '読み込み中…',
    copySuccess: 'コピーしました',
    modifySuccess: '保存しました',
  },
  tools: {
    ai_video: 'AI 動画生成',
    text2video: 'テキストから動画',
    img2video: '画像から動画',
    img2video_v2: '画像から動画 2.0',
    vid2vid: '動画から動画',
    lipsync: 'リップシンク',
    upscale: '高画質化',
    upscale_turbo: 'ターボ高画質化',
    extend: '動画の延長',
  },
  toolPages: {
    aiVideo: 'AI 動画',
    vid2vid: '動画から動画',
    lipsync: 'リップシンク',
    upscale: '高画質化',
  },
};
