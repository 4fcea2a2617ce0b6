/** The common namespace in Chinese (the source of its keys). */
export const commonZh = {
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
} as const;
