import type { Language } from '@framewise/i18n/messages';
import type { Localized } from '../generation';

/**
 * The labels of option values the config calls serve, as content in zh, en and ja side by side (the base models are
 * generation's, generation/models.ts). Which values a tool offers comes from the configured engine's capabilities;
 * this file only names them.
 */

const l = (zh: string, en: string, ja: string): Localized => ({ zh, en, ja });

/** Labels of option values, by field. Values without a label show as themselves (ratios, numbers). */
export const LABELS: Readonly<Record<string, Readonly<Record<string, Localized>>>> = {
  move_type: {
    zoom_in: l('推近', 'Zoom in', 'ズームイン'),
    zoom_out: l('拉远', 'Zoom out', 'ズームアウト'),
    pan_left: l('左移', 'Pan left', '左へパン'),
    pan_right: l('右移', 'Pan right', '右へパン'),
    pan_up: l('上移', 'Pan up', '上へパン'),
    pan_down: l('下移', 'Pan down', '下へパン'),
    orbit: l('环绕', 'Orbit', '周回'),
    static: l('固定镜头', 'Static', '固定'),
  },
  style: {
    anime: l('动漫', 'Anime', 'アニメ'),
    sketch: l('素描', 'Sketch', 'スケッチ'),
    noir: l('黑白电影', 'Film noir', 'フィルムノワール'),
    vintage: l('复古胶片', 'Vintage film', 'ヴィンテージ'),
    cyberpunk: l('赛博朋克', 'Cyberpunk', 'サイバーパンク'),
    watercolor: l('水彩', 'Watercolour', '水彩'),
    pixel: l('像素', 'Pixel art', 'ピクセルアート'),
    thermal: l('热成像', 'Thermal', 'サーモグラフィ'),
    custom: l('自定义风格', 'Custom style', 'カスタムスタイル'),
  },
  target: {
    '2x': l('2 倍', '2x', '2 倍'),
    '4x': l('4 倍（4096）', '4x (4096)', '4 倍（4096）'),
    '2k': l('2K', '2K', '2K'),
    '4k': l('4K', '4K', '4K'),
    '2k60': l('2K 60 帧', '2K 60fps', '2K 60fps'),
  },
  upscaler: {
    '2k': l('2K', '2K', '2K'),
    '4k': l('4K', '4K', '4K'),
  },
  engine: {
    'esrgan-slim': l('ESRGAN 快速', 'ESRGAN fast', 'ESRGAN 高速'),
    'esrgan-medium': l('ESRGAN 精细', 'ESRGAN detailed', 'ESRGAN 高精細'),
    lanczos: l('Lanczos 插值', 'Lanczos', 'Lanczos 補間'),
  },
  level: {
    '1': l('标准', 'Standard', '標準'),
    '2': l('高清', 'HD', 'HD'),
    '3': l('超清', 'Full HD', 'フル HD'),
    '4': l('专业', 'Pro', 'プロ'),
  },
  subject_type: {
    person: l('人物', 'Person', '人物'),
    animal: l('动物', 'Animal', '動物'),
    object: l('物体', 'Object', '物体'),
  },
  reference_engine: {
    color: l('色彩迁移', 'Colour transfer', 'カラー転写'),
  },
  private: {
    '0': l('关闭', 'Off', 'オフ'),
    '1': l('开启', 'On', 'オン'),
  },
  mode: {
    '0': l('普通', 'Normal', '通常'),
    '1': l('无限（较慢）', 'Unlimited (slower)', '無制限（低速）'),
    '2': l('加速', 'Fast', '高速'),
  },
  duration: {
    '5': l('5 秒', '5 s', '5 秒'),
    '10': l('10 秒', '10 s', '10 秒'),
    '20': l('20 秒', '20 s', '20 秒'),
  },
  frame_rate: {
    '24': l('24 帧/秒', '24 fps', '24 fps'),
    '30': l('30 帧/秒', '30 fps', '30 fps'),
    '60': l('60 帧/秒', '60 fps', '60 fps'),
  },
};

/** The label of a field's value in language, or the value itself. */
export function labelOf(field: string, value: string | number, language: Language): string {
  return LABELS[field]?.[String(value)]?.[language] ?? String(value);
}
