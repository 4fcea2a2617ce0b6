import { defineNamespace } from '../../define';

/** The gallery: public works by tag, sorted by new or hot. */
export const galleryTexts = defineNamespace(
  {
    gallery: {
      title: '作品广场',
      subtitle: '看看大家都做了什么，喜欢就一键做同款。',
      tags: '按标签浏览',
      allTags: '全部',
      sort: '排序',
      sortNew: '最新',
      sortHot: '最热',
      emptyTitle: '这里还没有公开的作品',
      emptyBody: '在“我的作品”里把作品公开，它就会出现在这里。先做一个吧。',
      emptyAction: '开始创作',
      tagEmptyTitle: '这个标签下还没有作品',
      tagEmptyAction: '看看全部作品',
      by: '作者：{{name}}',
      grid: '作品列表',
    },
  },
  {
    en: {
      gallery: {
        title: 'Gallery',
        subtitle: 'See what people make, and make the same in one click.',
        tags: 'Browse by tag',
        allTags: 'All',
        sort: 'Sort',
        sortNew: 'Newest',
        sortHot: 'Popular',
        emptyTitle: 'No public works yet',
        emptyBody: 'Publish a work from My Works and it shows up here. Make one first.',
        emptyAction: 'Start creating',
        tagEmptyTitle: 'No works with this tag yet',
        tagEmptyAction: 'See all works',
        by: 'By {{name}}',
        grid: 'Works',
      },
    },
    ja: {
      gallery: {
        title: 'ギャラリー',
        subtitle: 'みんなの作品を見て、気に入ったらワンクリックで同じ設定で作れます。',
        tags: 'タグで探す',
        allTags: 'すべて',
        sort: '並び替え',
        sortNew: '新着',
        sortHot: '人気',
        emptyTitle: '公開された作品はまだありません',
        emptyBody: 'マイ作品で作品を公開すると、ここに表示されます。まずは作ってみましょう。',
        emptyAction: '作成を始める',
        tagEmptyTitle: 'このタグの作品はまだありません',
        tagEmptyAction: 'すべての作品を見る',
        by: '作成者：{{name}}',
        grid: '作品一覧',
      },
    },
  },
);
