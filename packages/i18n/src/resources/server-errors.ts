import { defineNamespace } from '../define';

/**
 * Texts the server answers with: business errors of the accounts flows (message keys such as
 * 'serverErrors.code.wrong', translated by the server's error handler) and the small HTML pages it serves itself
 * (WeChat sandbox, development sign-in, Google sign-in failure). Numbers repeat the server's limits.
 */
export const serverErrors = defineNamespace(
  {
    sms: {
      tooSoon: '验证码发送太频繁，请 60 秒后再试',
      dailyLimit: '该手机号今日获取验证码次数已达上限，请明天再试',
      ipLimit: '当前网络获取验证码过于频繁，请稍后再试',
      sendFailed: '短信发送失败，请稍后重试',
    },
    captcha: {
      required: '请先完成滑块验证',
      failed: '滑块验证未通过，请重试',
      unavailable: '验证服务暂时不可用，请稍后重试',
    },
    code: {
      wrong: '验证码错误',
      expired: '验证码已失效，请重新获取',
      locked: '验证码错误次数过多，请重新获取',
    },
    qr: {
      notFound: '二维码不存在，请刷新后重试',
      taken: '二维码已被使用，请刷新后重试',
      rateLimited: '二维码刷新过于频繁，请稍后再试',
      bindExpired: '扫码登录已失效，请重新扫码',
      phoneHasOtherWechat: '该手机号已绑定其他微信账号，请使用手机号登录',
    },
    wechat: {
      failed: '微信授权失败，请重试',
      pageUrlRequired: '缺少需要签名的页面地址',
      stateMismatch: '微信授权已失效或不是从本浏览器发起的，请重新登录',
    },
    storage: {
      audioUnreadable: '音频无法读取，请上传完整的 MP3、WAV 或 M4A 文件',
      audioTooLong: '音频太长，超出了口型同步支持的最长时长，请剪短后再上传',
      videoUnreadable: '视频无法读取，请上传完整的 MP4 或 MOV 文件',
      transcodeUnavailable: '服务器暂时无法转码这种格式的视频，请上传 H.264 编码的 MP4 文件',
      transcodeFailed: '视频转码失败，请换一个文件或导出为 H.264 编码的 MP4 后再上传',
      transcodeBusy: '正在转码的视频较多，请稍后再试',
    },
    user: {
      avatarNotOwned: '头像文件无效，请重新上传',
      introducerAlreadySet: '邀请人已设置，不能修改',
      introducerNotFound: '邀请码不存在',
      introducerSelf: '不能填写自己的邀请码',
      gone: '账号已失效，请重新登录',
    },
    region: {
      notServed: '当前地区暂不支持该登录方式',
    },
    service: {
      unavailable: '服务暂时不可用，请稍后重试',
    },
    defaults: {
      nickname: '用户',
    },
    pages: {
      backToApp: '返回帧意',
      wechatSandbox: {
        title: '微信沙盒：确认扫码登录',
        notice: '此页面在开发环境中代替微信。这里的确认不是真实的微信授权。',
        newUser: '以新的微信用户确认',
        nicknameLabel: '微信昵称（可选）',
        existingUser: '以已有的微信用户确认',
        openidLabel: '已有沙盒用户的 openid',
        confirmed: '已确认扫码，沙盒微信用户为 {{openid}}。请回到登录窗口。',
        expired: '二维码已过期，请在登录窗口刷新。',
        notFound: '二维码不存在。',
        used: '该二维码已被扫描。',
      },
      wechatOauth: {
        title: '微信沙盒：网页授权',
        notice: '此页面在开发环境中代替微信网页授权。',
        confirm: '同意授权',
        badRedirect: '回调地址无效。',
      },
      wechatCallback: {
        title: '微信登录',
        confirmed: '扫码成功，请回到登录窗口。',
        failed: '微信登录失败，请在登录窗口刷新二维码后重试。',
      },
      googleDev: {
        title: '开发环境登录（不是 Google）',
        notice: '此服务器未配置 Google 登录凭证。此页面仅用于开发，用下面的邮箱创建或登录一个测试账号。',
        emailLabel: '邮箱',
        nameLabel: '名称（可选）',
        submit: '登录',
        emailInvalid: '请输入有效的邮箱地址',
      },
      googleFailed: {
        title: 'Google 登录失败',
        body: '登录未能完成，请返回后重试。',
      },
      oidcIssuer: {
        title: '本地测试身份提供方',
        notice: '此页面仅在测试模式下存在，用于代替 Google 完成登录。',
        emailLabel: '邮箱',
        submit: '登录',
      },
    },
  },
  {
    en: {
      sms: {
        tooSoon: 'Codes are being requested too often. Please try again in 60 seconds.',
        dailyLimit: 'This phone number has reached the daily limit for codes. Please try again tomorrow.',
        ipLimit: 'Too many codes were requested from your network. Please try again later.',
        sendFailed: 'The text message could not be sent. Please try again later.',
      },
      captcha: {
        required: 'Please complete the slider check first',
        failed: 'The slider check did not pass. Please try again.',
        unavailable: 'The check service is unavailable. Please try again later.',
      },
      code: {
        wrong: 'Wrong verification code',
        expired: 'The verification code has expired. Please request a new one.',
        locked: 'Too many wrong tries. Please request a new code.',
      },
      qr: {
        notFound: 'QR code not found. Please refresh and try again.',
        taken: 'This QR code is already in use. Please refresh and try again.',
        rateLimited: 'The QR code was refreshed too often. Please try again later.',
        bindExpired: 'The QR login has expired. Please scan again.',
        phoneHasOtherWechat: 'This phone number is linked to another WeChat account. Please log in with your phone.',
      },
      wechat: {
        failed: 'WeChat authorisation failed. Please try again.',
        pageUrlRequired: 'The page address to sign is missing',
        stateMismatch: 'This WeChat authorisation has expired or was not started in this browser. Please log in again.',
      },
      storage: {
        audioUnreadable: 'The audio could not be read. Please upload a complete MP3, WAV or M4A file.',
        audioTooLong: 'The audio is longer than lip-sync supports. Please shorten it and upload it again.',
        videoUnreadable: 'The video could not be read. Please upload a complete MP4 or MOV file.',
        transcodeUnavailable:
          'The server cannot convert videos in this format right now. Please upload an H.264 MP4 file.',
        transcodeFailed: 'The video could not be converted. Please try another file or export it as an H.264 MP4.',
        transcodeBusy: 'Many videos are being converted right now. Please try again shortly.',
      },
      user: {
        avatarNotOwned: 'Invalid avatar file. Please upload it again.',
        introducerAlreadySet: 'Your inviter is already set and cannot be changed',
        introducerNotFound: 'This invite code does not exist',
        introducerSelf: 'You cannot enter your own invite code',
        gone: 'This account is no longer available. Please log in again.',
      },
      region: {
        notServed: 'This login method is not offered in your region',
      },
      service: {
        unavailable: 'The service is briefly unavailable. Please try again in a moment.',
      },
      defaults: {
        nickname: 'User',
      },
      pages: {
        backToApp: 'Back to Framewise',
        wechatSandbox: {
          title: 'WeChat sandbox: confirm the QR login',
          notice: 'This page stands in for WeChat on development servers. Confirming here is not a real WeChat login.',
          newUser: 'Confirm as a new WeChat user',
          nicknameLabel: 'WeChat nickname (optional)',
          existingUser: 'Confirm as an existing WeChat user',
          openidLabel: 'openid of an existing sandbox user',
          confirmed: 'Scan confirmed as sandbox WeChat user {{openid}}. Return to the login window.',
          expired: 'This QR code has expired. Refresh it in the login window.',
          notFound: 'This QR code does not exist.',
          used: 'This QR code has already been scanned.',
        },
        wechatOauth: {
          title: 'WeChat sandbox: web authorisation',
          notice: 'This page stands in for the WeChat web authorisation on development servers.',
          confirm: 'Allow',
          badRedirect: 'The return address is not valid.',
        },
        wechatCallback: {
          title: 'WeChat login',
          confirmed: 'Scan confirmed. Return to the login window.',
          failed: 'WeChat login failed. Refresh the QR code in the login window and try again.',
        },
        googleDev: {
          title: 'Development sign-in (not Google)',
          notice:
            'This server has no Google credentials. This page exists for development only: it creates or signs in to a test account by the email below.',
          emailLabel: 'Email',
          nameLabel: 'Name (optional)',
          submit: 'Sign in',
          emailInvalid: 'Please enter a valid email address',
        },
        googleFailed: {
          title: 'Google sign-in failed',
          body: 'The sign-in could not be completed. Please go back and try again.',
        },
        oidcIssuer: {
          title: 'Local test identity provider',
          notice: 'This page exists only in test mode, standing in for Google.',
          emailLabel: 'Email',
          submit: 'Sign in',
        },
      },
    },
    ja: {
      sms: {
        tooSoon: '認証コードのリクエストが多すぎます。60秒後にもう一度お試しください',
        dailyLimit: 'この電話番号は本日の認証コード取得上限に達しました。明日もう一度お試しください',
        ipLimit: 'お使いのネットワークからのリクエストが多すぎます。しばらくしてからお試しください',
        sendFailed: 'SMSを送信できませんでした。しばらくしてからお試しください',
      },
      captcha: {
        required: '先にスライダー認証を完了してください',
        failed: 'スライダー認証に失敗しました。もう一度お試しください',
        unavailable: '認証サービスを利用できません。しばらくしてからお試しください',
      },
      code: {
        wrong: '認証コードが正しくありません',
        expired: '認証コードの有効期限が切れました。もう一度取得してください',
        locked: '入力ミスが多すぎます。認証コードをもう一度取得してください',
      },
      qr: {
        notFound: 'QRコードが見つかりません。更新してもう一度お試しください',
        taken: 'このQRコードはすでに使われています。更新してもう一度お試しください',
        rateLimited: 'QRコードの更新が多すぎます。しばらくしてからお試しください',
        bindExpired: 'QRログインの有効期限が切れました。もう一度スキャンしてください',
        phoneHasOtherWechat: 'この電話番号は別のWeChatアカウントに連携済みです。電話番号でログインしてください',
      },
      wechat: {
        failed: 'WeChatの認証に失敗しました。もう一度お試しください',
        pageUrlRequired: '署名するページのアドレスがありません',
        stateMismatch:
          'このWeChat認証は期限切れか、このブラウザで開始されたものではありません。もう一度ログインしてください',
      },
      storage: {
        audioUnreadable: '音声を読み込めませんでした。完全な MP3、WAV、M4A ファイルをアップロードしてください',
        audioTooLong: '音声がリップシンクの最大長を超えています。短くしてからもう一度アップロードしてください',
        videoUnreadable: '動画を読み込めませんでした。完全な MP4 または MOV ファイルをアップロードしてください',
        transcodeUnavailable:
          'サーバーは現在この形式の動画を変換できません。H.264 の MP4 ファイルをアップロードしてください',
        transcodeFailed: '動画を変換できませんでした。別のファイルを使うか、H.264 の MP4 に書き出してください',
        transcodeBusy: '変換中の動画が多いため、しばらくしてからもう一度お試しください',
      },
      user: {
        avatarNotOwned: 'アバターのファイルが無効です。もう一度アップロードしてください',
        introducerAlreadySet: '招待者はすでに設定済みのため変更できません',
        introducerNotFound: 'この招待コードは存在しません',
        introducerSelf: '自分の招待コードは入力できません',
        gone: 'このアカウントは利用できません。もう一度ログインしてください',
      },
      region: {
        notServed: 'お住まいの地域ではこのログイン方法を利用できません',
      },
      service: {
        unavailable: 'サービスが一時的に利用できません。しばらくしてからもう一度お試しください',
      },
      defaults: {
        nickname: 'ユーザー',
      },
      pages: {
        backToApp: 'Framewise に戻る',
        wechatSandbox: {
          title: 'WeChat サンドボックス：QRログインの確認',
          notice:
            'このページは開発環境で WeChat の代わりになります。ここでの確認は実際の WeChat ログインではありません。',
          newUser: '新しい WeChat ユーザーとして確認',
          nicknameLabel: 'WeChat のニックネーム（任意）',
          existingUser: '既存の WeChat ユーザーとして確認',
          openidLabel: '既存のサンドボックスユーザーの openid',
          confirmed:
            'サンドボックスの WeChat ユーザー {{openid}} としてスキャンを確認しました。ログイン画面に戻ってください。',
          expired: 'このQRコードは有効期限切れです。ログイン画面で更新してください。',
          notFound: 'このQRコードは存在しません。',
          used: 'このQRコードはすでにスキャンされています。',
        },
        wechatOauth: {
          title: 'WeChat サンドボックス：Web 認証',
          notice: 'このページは開発環境で WeChat の Web 認証の代わりになります。',
          confirm: '許可する',
          badRedirect: '戻り先のアドレスが無効です。',
        },
        wechatCallback: {
          title: 'WeChat ログイン',
          confirmed: 'スキャンを確認しました。ログイン画面に戻ってください。',
          failed: 'WeChat ログインに失敗しました。ログイン画面でQRコードを更新してもう一度お試しください。',
        },
        googleDev: {
          title: '開発用サインイン（Google ではありません）',
          notice:
            'このサーバーには Google の認証情報がありません。このページは開発専用で、下のメールアドレスでテスト用アカウントを作成またはサインインします。',
          emailLabel: 'メールアドレス',
          nameLabel: '名前（任意）',
          submit: 'サインイン',
          emailInvalid: '有効なメールアドレスを入力してください',
        },
        googleFailed: {
          title: 'Google サインインに失敗しました',
          body: 'サインインを完了できませんでした。戻ってもう一度お試しください。',
        },
        oidcIssuer: {
          title: 'ローカルのテスト用 ID プロバイダー',
          notice: 'このページはテストモードでのみ存在し、Google の代わりになります。',
          emailLabel: 'メールアドレス',
          submit: 'サインイン',
        },
      },
    },
  },
);
