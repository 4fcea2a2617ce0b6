import type { MoveType } from '../../types';
import { hashString } from '../media/random';

/** What a prompt says about the look and pace of its procedural preview. */
export interface PromptStyle {
  /** Two to four hues in degrees: named colours first, then hues hashed from the other words. */
  hues: number[];
  /** Multiplies the motion speed: > 1 for fast, action words; < 1 for calm ones. */
  pace: number;
  /** A camera move the prompt asks for, if any. */
  move: MoveType | null;
  /** 0 (night) to 1 (bright day). */
  lightness: number;
  /** 0 (sparse) to 1 (busy): more and smaller shapes. */
  energy: number;
}

/** Words (English, Chinese, Japanese) naming a colour, with its hue. Checked as substrings of the lower-cased prompt. */
const COLOUR_WORDS: readonly [readonly string[], number][] = [
  [['sunset', 'sunrise', 'dusk', '日落', '夕阳', '黄昏', '夕日', '夕焼け'], 22],
  [['red', 'crimson', 'fire', 'flame', '红', '火', '赤', '炎'], 2],
  [['orange', 'autumn', '橙', '秋', 'オレンジ'], 30],
  [['gold', 'yellow', 'desert', 'sand', '金', '黄', '沙漠', '砂'], 48],
  [['green', 'forest', 'grass', 'jungle', 'leaf', '绿', '森林', '草', '緑', '森'], 125],
  [['teal', 'turquoise', 'jade', '青绿', '碧'], 172],
  [['ocean', 'sea', 'water', 'river', 'cyan', 'ice', '海', '水', '河', '冰', '氷'], 195],
  [['blue', 'sky', 'rain', '蓝', '天空', '雨', '青', '空'], 218],
  [['purple', 'violet', 'galaxy', 'space', 'nebula', '紫', '银河', '宇宙', '銀河'], 272],
  [['pink', 'rose', 'sakura', 'cherry', 'blossom', '粉', '樱', '桜', 'ピンク'], 330],
  [['neon', 'cyberpunk', 'city', '霓虹', '赛博', '城市', 'ネオン', 'サイバー', '都市'], 300],
];

const FAST_WORDS = [
  'fast',
  'quick',
  'rapid',
  'speed',
  'run',
  'racing',
  'chase',
  'action',
  'explosion',
  'storm',
  'dance',
];
const FAST_CJK = ['快', '急', '速', '奔跑', '追', '爆炸', '风暴', '舞', '走る', '嵐', '爆発'];
const SLOW_WORDS = ['slow', 'calm', 'gentle', 'peaceful', 'quiet', 'serene', 'still', 'dream', 'soft', 'relax'];
const SLOW_CJK = ['慢', '缓', '静', '宁', '梦', '柔', 'ゆっくり', '静か', '穏やか', '夢'];
const DARK_WORDS = ['night', 'dark', 'shadow', 'moon', 'midnight', 'noir', '夜', '暗', '影', '月', '闇'];
const BRIGHT_WORDS = [
  'bright',
  'sun',
  'day',
  'light',
  'morning',
  'snow',
  'summer',
  '阳光',
  '明亮',
  '白天',
  '早晨',
  '雪',
  '夏',
  '明るい',
  '太陽',
  '朝',
];

/** Camera words, most specific first ('zoom out' before 'zoom'). */
const MOVE_WORDS: readonly [readonly string[], MoveType][] = [
  [['zoom out', 'pull back', 'pull out', 'wide shot', '拉远', '后退', 'ズームアウト', '引き'], 'zoom_out'],
  [
    ['zoom', 'push in', 'close-up', 'close up', 'closeup', '推进', '靠近', '特写', 'ズーム', 'クローズアップ', '寄り'],
    'zoom_in',
  ],
  [['orbit', 'around', 'circle', 'rotate', 'spin', 'swirl', '环绕', '旋转', '回転', '周回', '旋回'], 'orbit'],
  [['pan left', 'to the left', 'leftward', '向左', '左移', '左へ'], 'pan_left'],
  [['pan right', 'to the right', 'rightward', '向右', '右移', '右へ'], 'pan_right'],
  [['rise', 'rising', 'ascend', 'fly up', 'tilt up', '上升', '升起', '上昇', '昇る'], 'pan_up'],
  [['fall', 'falling', 'descend', 'dive', 'tilt down', '下降', '坠落', '落下', '降りる'], 'pan_down'],
  [['static', 'still shot', 'tripod', '静止', '固定', '定点'], 'static'],
];

const hasAny = (text: string, words: readonly string[]) => words.some((w) => text.includes(w));
const latinWords = (text: string) => text.match(/[a-z]+/g) ?? [];
const hasWord = (text: string, words: readonly string[]) => latinWords(text).some((w) => words.includes(w));
const isWide = (c: string) => c.charCodeAt(0) > 127 && c.trim() !== '';
/** Whole Latin words, or CJK words as substrings (CJK text has no spaces between words). */
const mentions = (text: string, words: readonly string[]) =>
  hasWord(text, words) ||
  hasAny(
    text,
    words.filter((w) => [...w].some(isWide)),
  );

/**
 * Reads a prompt (and keywords) for the preview: colours from colour words, otherwise hues hashed from the words
 * themselves (so every prompt has its own palette); pace, camera move, lightness and busyness from mood words.
 */
export function analysePrompt(text: string): PromptStyle {
  const lower = text.toLowerCase();
  const hues: number[] = [];
  for (const [words, hue] of COLOUR_WORDS) if (hasAny(lower, words) && !hues.includes(hue)) hues.push(hue);
  // Latin words hash as words; CJK text has no spaces, so each character counts as a word.
  const tokens = [...latinWords(lower).filter((w) => w.length > 2), ...[...lower].filter(isWide)];
  for (const token of tokens) {
    if (hues.length >= 4) break;
    const hue = hashString(token) % 360;
    if (hues.every((h) => Math.min(Math.abs(h - hue), 360 - Math.abs(h - hue)) > 25)) hues.push(hue);
  }
  if (hues.length === 0) hues.push(hashString(lower) % 360);
  while (hues.length < 2) hues.push((hues[0]! + 140) % 360);

  let pace = 1;
  if (mentions(lower, [...FAST_WORDS, ...FAST_CJK])) pace *= 1.6;
  if (mentions(lower, [...SLOW_WORDS, ...SLOW_CJK])) pace *= 0.6;

  let lightness = 0.55;
  if (mentions(lower, DARK_WORDS)) lightness = 0.28;
  if (mentions(lower, BRIGHT_WORDS)) {
    lightness = lightness < 0.5 ? 0.45 : 0.75;
  }

  let move: MoveType | null = null;
  for (const [words, m] of MOVE_WORDS) {
    if (hasAny(lower, words)) {
      move = m;
      break;
    }
  }
  const energy = Math.min(1, 0.3 + 0.35 * (pace - 0.6) + Math.min(0.3, tokens.length / 60));
  return { hues, pace, move, lightness, energy };
}
