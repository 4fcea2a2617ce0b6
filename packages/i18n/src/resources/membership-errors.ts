import { defineNamespace } from '../define';

/**
 * Texts the server answers for points, codes and membership tiers (message keys such as
 * 'membershipErrors.codes.used', translated by the server's error handler). The English tier refusals say
 * 'Only subscribers can use this feature.'
 */
export const membershipErrors = defineNamespace(
  {
    points: {
      notEnough: '积分不足，请充值或开通会员后再试',
    },
    codes: {
      invalid: '兑换码无效，请检查后重新输入',
      used: '该兑换码已被使用',
      expired: '该兑换码已过期',
      tooManyForUser: '兑换尝试过于频繁，请一小时后再试',
      tooManyForNetwork: '当前网络兑换尝试过于频繁，请稍后再试',
    },
    tiers: {
      subscribersOnly: '仅订阅会员可使用该功能。',
      privateMode: '私密模式仅限订阅会员使用。',
      style: '该风格仅限订阅会员使用。',
      longVideo: '更长时长的视频转换仅限订阅会员使用。',
      unlimitedMode: '当前会员方案不包含无限模式。',
      vipItem: '「{{title}}」（{{label}}）仅限会员使用，请开通会员后再试。',
      proVipItem: '「{{title}}」（{{label}}）仅限专业版会员使用，请升级会员后再试。',
    },
  },
  {
    en: {
      points: {
        notEnough: 'Not enough points. Buy points or subscribe, then try again.',
      },
      codes: {
        invalid: 'This code is not valid. Please check it and try again.',
        used: 'This code has already been used.',
        expired: 'This code has expired.',
        tooManyForUser: 'Too many code attempts. Please try again in an hour.',
        tooManyForNetwork: 'Too many code attempts from this network. Please try again later.',
      },
      tiers: {
        subscribersOnly: 'Only subscribers can use this feature.',
        privateMode: 'Private mode is for subscribers only.',
        style: 'This style is for subscribers only.',
        longVideo: 'Longer video conversion is for subscribers only.',
        unlimitedMode: 'Your plan does not include unlimited mode.',
        vipItem: '"{{title}}" ({{label}}) is for subscribers only. Subscribe to use it.',
        proVipItem: '"{{title}}" ({{label}}) is for Pro subscribers only. Upgrade your plan to use it.',
      },
    },
    ja: {
      points: {
        notEnough: 'ポイントが不足しています。ポイントを購入するか会員登録してから、もう一度お試しください。',
      },
      codes: {
        invalid: 'このコードは無効です。確認してもう一度入力してください。',
        used: 'このコードはすでに使用されています。',
        expired: 'このコードは有効期限が切れています。',
        tooManyForUser: 'コードの試行回数が多すぎます。1 時間後にもう一度お試しください。',
        tooManyForNetwork: 'このネットワークからのコードの試行回数が多すぎます。しばらくしてからお試しください。',
      },
      tiers: {
        subscribersOnly: 'この機能はサブスクリプション会員のみご利用いただけます。',
        privateMode: 'プライベートモードはサブスクリプション会員限定です。',
        style: 'このスタイルはサブスクリプション会員限定です。',
        longVideo: '長尺の動画変換はサブスクリプション会員限定です。',
        unlimitedMode: '現在のプランには無制限モードが含まれていません。',
        vipItem: '「{{title}}」（{{label}}）は会員限定です。会員登録してからご利用ください。',
        proVipItem: '「{{title}}」（{{label}}）はプロ会員限定です。プランをアップグレードしてからご利用ください。',
      },
    },
  },
);
