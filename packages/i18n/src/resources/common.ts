import { defineNamespace } from '../define';

/** Texts shared by every package: generic errors and actions. */
export const common = defineNamespace(
  {
    appName: '帧意',
    actions: {
      cancel: '取消',
      confirm: '确定',
      close: '关闭',
      retry: '重试',
      copy: '复制',
      backHome: '返回首页',
    },
    errors: {
      requestError: '请求出错，请稍后再试',
      serverError: '服务器错误，请稍后再试。',
      timeout: '请求超时，请检查网络后重试',
      sessionExpired: '登录已过期，请重新登录',
    },
    status: {
      loading: '加载中…',
      copySuccess: '复制成功',
      modifySuccess: '修改成功',
    },
    // The one name of each tool (by its contract id) and of each tool page (by its group), read by every screen.
    tools: {
      ai_video: 'AI 视频生成',
      text2video: '文生视频',
      img2video: '图生视频',
      img2video_v2: '图生视频 2.0',
      vid2vid: '视频转视频',
      lipsync: '口型同步',
      upscale: '高清放大',
      upscale_turbo: '极速放大',
      extend: '视频延长',
    },
    toolPages: {
      aiVideo: 'AI 视频',
      vid2vid: '视频转视频',
      lipsync: '口型同步',
      upscale: '高清放大',
    },
  },
  {
    en: {
      appName: 'Framewise',
      actions: {
        cancel: 'Cancel',
        confirm: 'Confirm',
        close: 'Close',
        retry: 'Retry',
        copy: 'Copy',
        backHome: 'Back to home',
      },
      errors: {
        requestError: 'Request error. Please try again later.',
        serverError: 'Server error. Please try again later.',
        timeout: 'The request timed out. Check your connection and try again.',
        sessionExpired: 'Your session has expired. Please log in again.',
      },
      status: {
        loading: 'Loading…',
        copySuccess: 'Copied',
        modifySuccess: 'Saved',
      },
      tools: {
        ai_video: 'AI Video Generator',
        text2video: 'Text to Video',
        img2video: 'Image to Video',
        img2video_v2: 'Image to Video 2.0',
        vid2vid: 'Video to Video',
        lipsync: 'Lip-sync',
        upscale: 'Upscale',
        upscale_turbo: 'Upscale Turbo',
        extend: 'Extend Video',
      },
      toolPages: {
        aiVideo: 'AI Video',
        vid2vid: 'Video to Video',
        lipsync: 'Lip-sync',
        upscale: 'Upscale',
      },
    },
    ja: {
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
    },
  },
);
