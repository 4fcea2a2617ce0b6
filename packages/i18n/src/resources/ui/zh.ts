/** The ui namespace in Chinese (the source of its keys). */
export const uiZh = {
  loading: '加载中…',
  language: { label: '语言', current: '语言：{{language}}' },
  modal: { close: '关闭' },
  toast: { region: '通知' },
  image: { loadFailed: '图片加载失败' },
  header: { nav: '主导航', home: '首页', openMenu: '打开菜单', closeMenu: '关闭菜单' },
  notFound: { title: '页面不存在', body: '你访问的页面不存在或已被移动。', backHome: '返回首页' },
  // Sample content the catalog's stories show, so designers see real lengths in every language.
  catalog: {
    navImage: 'AI 图片',
    navGallery: '灵感广场',
    navPricing: '会员',
    login: '登录',
    generate: '立即生成',
    save: '保存',
    delete: '删除作品',
    modalTitle: '作品详情',
    modalBody: '一只橘猫在雨后的东京街头散步，霓虹倒映在积水里。',
    toastSuccess: '生成完成',
    toastError: '生成失败，积分已退回',
    toastInfo: '已加入队列，排在第 3 位',
    toastWarning: '积分不足，请充值',
    toastBurst: '连续弹出 6 条',
  },
} as const;
