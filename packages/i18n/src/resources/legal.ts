import { defineNamespace } from '../define';

/**
 * The privacy policy and the terms of service (/privacy, /terms). Each section body is plain text: paragraphs
 * separated by a blank line, bullet lines starting with "- " (rendered by creation-tools' TextBlocks).
 */
export const legal = defineNamespace(
  {
    toc: '目录',
    privacy: {
      title: '隐私政策',
      updated: '最后更新：2026 年 11 月 21 日',
      intro:
        '本政策说明帧意 Framewise（以下称“我们”）在你使用网站和 AI 视频、图片生成服务时，收集哪些信息、如何使用、与谁共享，以及你拥有的权利。中国大陆版本由我们在中国大陆的运营公司运营，海外版本由我们的海外运营主体运营；两者分别对各自用户的信息负责，信息存放在各自所在的地区。',
      sections: {
        collect: {
          title: '我们收集的信息',
          body: '- 账号信息：中国大陆版本的手机号（用于验证码登录），海外版本的 Google 账号邮箱和名称；你设置的昵称、头像、邀请码和邀请人。\n- 设备与使用信息：由浏览器特征计算的设备标识、IP 地址、请求时间、语言偏好和错误日志，用于登录安全、限制滥用和排查问题。\n- 创作信息：你上传的图片、视频和音频，填写的描述和参数，以及生成的作品。\n- 交易信息：订单号、金额、购买的积分或会员方案和支付状态。银行卡和支付账户信息由支付机构处理，我们不保存。',
        },
        uploads: {
          title: '上传内容和生成作品',
          body: '你上传的文件只用于完成你提交的任务，存放在按账号隔离的私有存储中，通过有时效的链接访问。作品默认只有你自己能看到。只有当你选择“公开”或“投稿”时，作品及其描述、参数、你的昵称和头像才会在作品广场展示，其他用户可以据此“做同款”（复制参数，但不会获得你上传的原始文件）。你可以随时取消公开或删除作品，删除时作品文件会一并删除。',
        },
        use: {
          title: '我们如何使用信息',
          body: '- 提供登录、生成、下载、积分和会员等服务。\n- 按规则计算积分的发放、消耗与退还。\n- 对描述、上传内容和投稿进行安全审核，防止违法和有害内容。\n- 防止刷单、恶意注册和短信滥用，保障账号安全。\n- 回复你的咨询，履行法律法规规定的义务。\n\n我们不会出售你的个人信息，也不会用你的上传内容或作品训练对外提供的模型，除非事先取得你的单独同意。',
        },
        sharing: {
          title: '共享与委托处理',
          body: '为提供服务，我们会把必要的信息交给以下合作方处理，并要求其按约定保护信息：支付机构（微信支付、支付宝、海外银行卡支付服务商）、短信和人机验证服务商（中国大陆版本）、Google 登录（海外版本）、云存储和计算服务商（存放文件、运行生成任务）。法律法规要求或有权机关依法要求时，我们会依法提供相关信息。',
        },
        retention: {
          title: '保存期限',
          body: '账号信息在账号存续期间保存。作品和上传文件保存到你删除它们或注销账号为止。订单和积分记录按照会计和税务法规的要求保存。日志一般保存不超过 6 个月。超过期限后，我们会删除或匿名化处理相关信息。',
        },
        cookies: {
          title: 'Cookie 与本地存储',
          body: '我们使用 Cookie 保存登录状态（有效期 30 天），用本地存储保存语言偏好、设备标识和尚未提交的创作草稿。我们不使用第三方广告追踪。清除浏览器数据会让你退出登录并丢失未提交的草稿。',
        },
        rights: {
          title: '你的权利',
          body: '- 查看和更正：在个人信息中修改昵称和头像，随时查看你的作品和积分。\n- 删除：在“我的作品”中删除作品。\n- 注销账号：联系客服提交注销申请，我们在核实身份后 15 个工作日内完成，账号信息、作品和剩余积分将被删除且无法恢复。\n- 撤回同意：你可以取消公开作品，或停止使用服务。',
        },
        security: {
          title: '信息安全与未成年人',
          body: '我们使用加密传输、访问控制和按账号隔离的存储保护信息，但任何措施都无法保证绝对安全；发生安全事件时，我们会依法告知你并采取补救措施。本服务不面向 14 周岁以下的儿童，未成年人应在监护人同意和指导下使用。',
        },
        contact: {
          title: '政策更新与联系我们',
          body: '本政策更新时，我们会在本页公布并更新日期；重大变更会在网站上显著提示。对本政策或你的信息有任何疑问，请通过会员页面所列的客服联系方式联系我们，我们会在 15 个工作日内答复。',
        },
      },
    },
    terms: {
      title: '服务条款',
      updated: '最后更新：2026 年 11 月 21 日',
      intro:
        '欢迎使用帧意 Framewise。本条款是你与我们之间关于使用网站及 AI 视频、图片生成服务的协议。中国大陆版本由我们在中国大陆的运营公司提供，海外版本由我们的海外运营主体提供。注册或使用服务，即表示你已阅读并同意本条款和隐私政策。',
      sections: {
        account: {
          title: '账号',
          body: '你需要使用手机号（中国大陆版本）或 Google 账号（海外版本）登录。请妥善保管你的账号，不要出借或转让。账号下的所有操作视为你本人所为。邀请人一经填写不能修改。',
        },
        points: {
          title: '积分',
          body: '- 生成任务按工具、参数和模式消耗积分，提交前会显示本次消耗。\n- 永久积分不过期；会员积分每月发放，月底过期；每日积分在 0 点发放或通过分享获得，当天 24 点过期。消耗时先用最早过期的积分。\n- 任务失败、审核未通过或被取消时，本次积分自动退还。\n- 积分不能兑换现金，不能转让。礼品码和激活码按其说明兑换，每个码只能使用一次。',
        },
        payments: {
          title: '购买、会员与退款',
          body: '中国大陆版本以人民币通过微信支付或支付宝付款，海外版本通过银行卡付款。会员按月、季或年计费，权益以购买页面说明为准；中国大陆版本更换方案需联系客服，海外版本可在线升级。积分和会员属于已交付的数字服务，购买后一般不予退款；因我们的原因导致无法提供服务，或法律法规规定应当退款的，我们会按规定退款。',
        },
        content: {
          title: '你的内容',
          body: '你对上传的内容保留权利，并保证拥有上传和使用这些内容的权利，包括照片和视频中人物的肖像授权。你授权我们为完成你的任务存储和处理这些内容。在遵守法律和本条款的前提下，你可以将生成的作品用于个人或商业用途。你选择公开或投稿的作品，授权我们在作品广场展示，并允许其他用户复制其参数“做同款”。请注意，AI 生成的作品可能与他人作品相似，我们不保证作品的独创性或可获得著作权保护。',
        },
        acceptable: {
          title: '使用规范',
          body: '你不得利用本服务：\n- 制作、传播违法内容，或淫秽色情、暴力、恐怖内容，以及任何涉及未成年人的不当内容；\n- 未经本人同意，使用他人的面部、声音或其他个人特征生成内容，或冒充他人、制造虚假信息；\n- 侵犯他人的著作权、商标权、肖像权或隐私；\n- 骚扰、诽谤他人，或宣扬歧视和仇恨；\n- 使用脚本、爬虫或批量账号绕过积分、次数和频率限制，或干扰服务的正常运行；\n- 对服务进行反向工程，或未经许可转售服务。\n\n按照法律要求，传播 AI 生成的内容时应保留或添加显著标识，不得删除。',
        },
        moderation: {
          title: '内容审核',
          body: '我们会对描述、上传内容、生成结果和投稿进行自动和人工审核。未通过审核的任务不会生成作品，积分会退还。对违反本条款的内容，我们可以不经通知删除、取消公开；情节严重的，我们可以限制功能或封禁账号，并依法向有关部门报告。你认为处理有误的，可以联系客服申诉。',
        },
        service: {
          title: '服务说明',
          body: 'AI 生成的结果具有不确定性，可能与描述不符或存在错误，请自行判断后使用。部分功能仅对会员开放，部分规格只能使用加速模式。标记为“预览”的作品由内置引擎生成，用于展示构图和运镜。我们会持续改进服务，可能调整功能、模型和积分规则，并提前在网站公布对你有重大影响的变更。',
        },
        termination: {
          title: '注销与终止',
          body: '你可以随时停止使用服务，或联系客服注销账号；注销后作品和剩余积分将被删除且不能恢复。你严重违反本条款时，我们可以暂停或终止向你提供服务。',
        },
        liability: {
          title: '责任限制与争议解决',
          body: '在法律允许的范围内，我们对因使用或无法使用服务造成的间接损失不承担责任，赔偿总额以你在争议发生前 12 个月内向我们支付的金额为限。中国大陆版本适用中华人民共和国法律，争议提交运营公司所在地有管辖权的人民法院解决；海外版本适用海外运营主体所在地的法律，但不影响你所在地法律赋予消费者的强制性权利。',
        },
        contact: {
          title: '条款更新与联系我们',
          body: '条款更新时，我们会在本页公布并更新日期；重大变更会在网站上显著提示，更新后继续使用即视为接受。如有疑问，请通过会员页面所列的客服联系方式联系我们。',
        },
      },
    },
  },
  {
    en: {
      toc: 'Contents',
      privacy: {
        title: 'Privacy Policy',
        updated: 'Last updated: November 21, 2026',
        intro:
          'This policy explains what information Framewise ("we") collects when you use our website and AI video and image generation service, how we use it, who we share it with, and your rights. The mainland China service is operated by our operating company in mainland China, and the overseas service by our overseas operating entity; each is responsible for the information of its own users, which is kept in its own region.',
        sections: {
          collect: {
            title: 'Information we collect',
            body: '- Account: your phone number (mainland China service, for code login) or your Google account email and name (overseas service); the nickname, avatar, invite code and introducer you set.\n- Device and usage: a device identifier derived from browser characteristics, IP address, request times, language preference and error logs, used for login security, abuse prevention and troubleshooting.\n- Creations: the images, videos and audio you upload, the prompts and settings you enter, and the works generated.\n- Transactions: order numbers, amounts, the points or plan bought and the payment status. Card and payment account details are handled by the payment providers; we do not store them.',
          },
          uploads: {
            title: 'Uploads and generated works',
            body: 'Your uploads are used only to run the tasks you submit. They are kept in private storage separated per account and reached through links that expire. Your works are visible only to you by default. Only when you choose "publish" or "contribute" are a work, its prompt and settings, your nickname and avatar shown in the gallery, where other users can "make the same" (copy the settings, never your original uploads). You can make a work private again or delete it at any time; deleting a work deletes its files.',
          },
          use: {
            title: 'How we use information',
            body: '- To provide login, generation, downloads, points and membership.\n- To grant, spend and refund points according to the rules.\n- To check prompts, uploads and contributions for illegal and harmful content.\n- To prevent fraud, fake sign-ups and SMS abuse, and keep accounts secure.\n- To answer your requests and meet our legal obligations.\n\nWe do not sell your personal information, and we do not use your uploads or works to train models offered to others without your separate consent.',
          },
          sharing: {
            title: 'Sharing and processors',
            body: 'To provide the service we pass the necessary information to these partners, who must protect it as agreed: payment providers (WeChat Pay, Alipay, and a card payment provider overseas), SMS and captcha providers (mainland China service), Google sign-in (overseas service), and cloud storage and computing providers (storing files and running generation tasks). We disclose information to authorities only where the law requires it.',
          },
          retention: {
            title: 'How long we keep it',
            body: 'Account information is kept while your account exists. Works and uploads are kept until you delete them or your account. Order and points records are kept as accounting and tax laws require. Logs are generally kept for no more than six months. After that, information is deleted or anonymised.',
          },
          cookies: {
            title: 'Cookies and local storage',
            body: 'A cookie keeps you logged in for 30 days; local storage keeps your language, the device identifier and unsent creation drafts. We use no third-party advertising trackers. Clearing your browser data logs you out and removes unsent drafts.',
          },
          rights: {
            title: 'Your rights',
            body: '- Access and correction: change your nickname and avatar in your profile, and see your works and points at any time.\n- Deletion: delete works in My Works.\n- Account deletion: ask customer service; after verifying your identity we delete the account within 15 working days, together with its works and remaining points, which cannot be restored.\n- Withdrawing consent: make works private again, or stop using the service.',
          },
          security: {
            title: 'Security and children',
            body: "We protect information with encrypted connections, access controls and storage separated per account, but no measure is perfectly secure; if an incident happens we will inform you as the law requires and act to limit it. The service is not meant for children under 14 (or the minimum age where you live); minors should use it with a guardian's consent.",
          },
          contact: {
            title: 'Changes and contact',
            body: 'When this policy changes we publish it here with a new date, and we announce important changes on the website. For any question about this policy or your information, contact customer service through the details on the membership page; we answer within 15 working days.',
          },
        },
      },
      terms: {
        title: 'Terms of Service',
        updated: 'Last updated: November 21, 2026',
        intro:
          'Welcome to Framewise. These terms are the agreement between you and us for the website and the AI video and image generation service. The mainland China service is provided by our operating company in mainland China, and the overseas service by our overseas operating entity. By signing up or using the service you accept these terms and the privacy policy.',
        sections: {
          account: {
            title: 'Your account',
            body: 'You log in with a phone number (mainland China service) or a Google account (overseas service). Keep your account secure and do not lend or transfer it; everything done with it counts as done by you. An introducer, once entered, cannot be changed.',
          },
          points: {
            title: 'Points',
            body: '- Generation costs points by tool, settings and mode; the cost is shown before you submit.\n- Permanent points never expire; membership points arrive monthly and expire at the end of the month; daily points arrive at 00:00 or by sharing and expire at 24:00. The points that expire soonest are spent first.\n- When a task fails, is rejected by the check or is cancelled, its points are refunded automatically.\n- Points have no cash value and cannot be transferred. Gift and activation codes are redeemed as described with them, each once.',
          },
          payments: {
            title: 'Purchases, membership and refunds',
            body: 'The mainland China service charges in yuan through WeChat Pay or Alipay; the overseas service charges by card. Memberships are billed monthly, quarterly or yearly with the benefits described where you buy them; on the mainland China service, changing plan goes through customer service, and overseas you can upgrade online. Points and memberships are digital services delivered at purchase and are generally not refundable; where we cannot provide the service through our fault, or where the law requires a refund, we refund accordingly.',
          },
          content: {
            title: 'Your content',
            body: 'You keep your rights in what you upload and confirm that you may upload and use it, including the consent of the people shown in photos and videos. You allow us to store and process it to run your tasks. Within the law and these terms you may use your generated works for personal or commercial purposes. Works you publish or contribute may be shown in the gallery, and other users may copy their settings to make the same. AI output can resemble other works; we do not promise that a work is original or protected by copyright.',
          },
          acceptable: {
            title: 'Acceptable use',
            body: "You must not use the service to:\n- make or spread illegal content, sexual, violent or terrorist content, or any inappropriate content involving minors;\n- generate content with another person's face, voice or other traits without their consent, impersonate anyone or create misinformation;\n- infringe copyright, trademarks, personality or privacy rights;\n- harass or defame others, or promote discrimination or hatred;\n- bypass points, quotas or rate limits with scripts, scrapers or multiple accounts, or disrupt the service;\n- reverse engineer the service or resell it without permission.\n\nWhere the law requires, keep or add a clear label when you share AI-generated content, and do not remove it.",
          },
          moderation: {
            title: 'Content moderation',
            body: 'Prompts, uploads, results and contributions are checked automatically and by people. A task that fails the check produces no work and its points are refunded. We may remove or unpublish content that breaks these terms without notice and, in serious cases, limit features or suspend the account and report to the authorities as the law requires. If you think we got it wrong, contact customer service to appeal.',
          },
          service: {
            title: 'About the service',
            body: 'AI results are uncertain and may not match your prompt or may contain errors; judge them before you use them. Some features are for members only, and some settings run in fast mode only. Works labelled "preview" are made by the built-in engine to show composition and camera motion. We keep improving the service and may change features, models and points rules, announcing changes that matter to you on the website in advance.',
          },
          termination: {
            title: 'Deletion and termination',
            body: 'You can stop using the service at any time or ask customer service to delete your account; works and remaining points are then deleted and cannot be restored. If you seriously break these terms we may suspend or end the service for you.',
          },
          liability: {
            title: 'Liability and disputes',
            body: "To the extent the law allows, we are not liable for indirect losses from using or being unable to use the service, and our total liability is limited to what you paid us in the 12 months before the dispute. The mainland China service is governed by the laws of the People's Republic of China, with disputes brought before the competent court where the operating company is located; the overseas service is governed by the laws where the overseas operating entity is established, without affecting mandatory consumer rights where you live.",
          },
          contact: {
            title: 'Changes and contact',
            body: 'When these terms change we publish them here with a new date and announce important changes on the website; continuing to use the service means you accept them. For any question, contact customer service through the details on the membership page.',
          },
        },
      },
    },
    ja: {
      toc: '目次',
      privacy: {
        title: 'プライバシーポリシー',
        updated: '最終更新日：2026 年 11 月 21 日',
        intro:
          '本ポリシーは、Framewise（以下「当社」）のウェブサイトおよび AI 動画・画像生成サービスのご利用にあたり、当社が収集する情報、その利用方法、共有先、お客様の権利について説明します。中国本土向けサービスは中国本土の運営会社が、海外向けサービスは海外の運営事業者が運営し、それぞれが自らの利用者の情報に責任を負い、情報はそれぞれの地域で保管されます。',
        sections: {
          collect: {
            title: '収集する情報',
            body: '- アカウント情報：中国本土向けサービスの電話番号（認証コードによるログイン用）、海外向けサービスの Google アカウントのメールアドレスと名前、お客様が設定したニックネーム、アバター、招待コード、紹介者。\n- 端末・利用情報：ブラウザの特徴から算出する端末識別子、IP アドレス、リクエスト日時、言語設定、エラーログ。ログインの安全確保、不正利用の防止、障害調査に使用します。\n- 作成情報：アップロードされた画像・動画・音声、入力されたプロンプトと設定、生成された作品。\n- 取引情報：注文番号、金額、購入したポイントや会員プラン、支払い状況。カード情報や決済アカウントの情報は決済事業者が取り扱い、当社は保存しません。',
          },
          uploads: {
            title: 'アップロードと生成作品',
            body: 'アップロードされたファイルは、お客様が送信したタスクの実行にのみ使用し、アカウントごとに分離された非公開のストレージに保管して、期限付きのリンクでアクセスします。作品は初期状態ではご本人のみ閲覧できます。「公開」または「投稿」を選んだ場合に限り、作品とそのプロンプト、設定、ニックネーム、アバターがギャラリーに表示され、他の利用者は「同じ設定で作る」ことができます（設定のみを複製し、元のアップロードファイルは渡りません）。作品はいつでも非公開に戻したり削除したりでき、削除するとファイルも削除されます。',
          },
          use: {
            title: '情報の利用目的',
            body: '- ログイン、生成、ダウンロード、ポイント、会員などのサービスの提供。\n- ルールに基づくポイントの付与、消費、返還。\n- プロンプト、アップロード、投稿の審査による違法・有害なコンテンツの防止。\n- 不正な取引、なりすまし登録、SMS の悪用の防止とアカウントの保護。\n- お問い合わせへの対応と法令上の義務の履行。\n\n当社は個人情報を販売しません。また、お客様の個別の同意なく、アップロードや作品を他者向けのモデルの学習に使用しません。',
          },
          sharing: {
            title: '共有と委託',
            body: 'サービス提供のため、必要な情報を次の委託先に提供し、契約に基づく保護を求めます：決済事業者（WeChat Pay、Alipay、海外のカード決済事業者）、SMS・認証サービス事業者（中国本土向け）、Google ログイン（海外向け）、クラウドストレージおよび計算サービス事業者（ファイルの保管と生成タスクの実行）。法令に基づく場合を除き、当局へ情報を開示することはありません。',
          },
          retention: {
            title: '保存期間',
            body: 'アカウント情報はアカウントが存在する間保存します。作品とアップロードは、お客様が削除するかアカウントを削除するまで保存します。注文とポイントの記録は会計・税務法令の定めに従って保存します。ログは原則として 6 か月以内に削除します。期間経過後は削除または匿名化します。',
          },
          cookies: {
            title: 'Cookie とローカルストレージ',
            body: 'Cookie でログイン状態を 30 日間保持し、ローカルストレージに言語設定、端末識別子、未送信の作成下書きを保存します。第三者の広告トラッカーは使用しません。ブラウザのデータを消去するとログアウトし、未送信の下書きは失われます。',
          },
          rights: {
            title: 'お客様の権利',
            body: '- 確認と訂正：プロフィールでニックネームとアバターを変更でき、作品とポイントはいつでも確認できます。\n- 削除：マイ作品から作品を削除できます。\n- アカウントの削除：カスタマーサポートにご連絡ください。本人確認後 15 営業日以内に削除し、作品と残りのポイントも削除されます。復元はできません。\n- 同意の撤回：作品を非公開に戻すか、サービスの利用を停止できます。',
          },
          security: {
            title: '安全管理と未成年者',
            body: '暗号化通信、アクセス制御、アカウントごとに分離したストレージで情報を保護していますが、完全な安全を保証するものではありません。事故が発生した場合は、法令に従ってお知らせし、被害の拡大防止に努めます。本サービスは 14 歳未満（またはお住まいの地域で定める年齢未満）の方を対象としていません。未成年の方は保護者の同意のもとでご利用ください。',
          },
          contact: {
            title: '改定とお問い合わせ',
            body: '本ポリシーを改定する場合は、本ページに掲載して日付を更新し、重要な変更はウェブサイト上でお知らせします。本ポリシーやお客様の情報に関するご質問は、会員ページに記載のカスタマーサポートの連絡先までお問い合わせください。15 営業日以内に回答します。',
          },
        },
      },
      terms: {
        title: '利用規約',
        updated: '最終更新日：2026 年 11 月 21 日',
        intro:
          'Framewise をご利用いただきありがとうございます。本規約は、ウェブサイトおよび AI 動画・画像生成サービスの利用に関するお客様と当社との契約です。中国本土向けサービスは中国本土の運営会社が、海外向けサービスは海外の運営事業者が提供します。登録またはご利用により、本規約とプライバシーポリシーに同意したものとみなされます。',
        sections: {
          account: {
            title: 'アカウント',
            body: '電話番号（中国本土向け）または Google アカウント（海外向け）でログインします。アカウントは適切に管理し、貸与や譲渡をしないでください。アカウントで行われた操作はお客様ご本人によるものとみなします。紹介者は一度入力すると変更できません。',
          },
          points: {
            title: 'ポイント',
            body: '- 生成にはツール、設定、モードに応じたポイントを消費し、送信前に消費量が表示されます。\n- 永久ポイントは失効しません。会員ポイントは毎月付与され月末に失効し、デイリーポイントは 0 時の付与またはシェアで得られ当日 24 時に失効します。失効が早いポイントから消費されます。\n- タスクが失敗、審査不合格、キャンセルとなった場合、そのポイントは自動で返還されます。\n- ポイントは換金・譲渡できません。ギフトコードとアクティベーションコードは記載の内容で 1 回のみ利用できます。',
          },
          payments: {
            title: '購入、会員、返金',
            body: '中国本土向けサービスは WeChat Pay または Alipay で人民元により、海外向けサービスはカードでお支払いいただきます。会員は月額、四半期、年額で請求され、特典は購入画面の記載に従います。中国本土向けサービスでのプラン変更はカスタマーサポートを通じて行い、海外向けサービスではオンラインでアップグレードできます。ポイントと会員は購入時に提供されるデジタルサービスのため、原則として返金できません。当社の責めによりサービスを提供できない場合や法令が返金を求める場合は、それに従って返金します。',
          },
          content: {
            title: 'お客様のコンテンツ',
            body: 'アップロードしたコンテンツの権利はお客様に帰属します。お客様は、写真や動画に写る人物の同意を含め、アップロードと利用に必要な権利を有することを保証します。当社はタスク実行のためにこれを保存・処理できるものとします。法令と本規約の範囲内で、生成した作品を個人・商用目的で利用できます。公開または投稿した作品はギャラリーに表示され、他の利用者がその設定を複製して同じ作品を作ることができます。AI の出力は他の作品と似る場合があり、独自性や著作権による保護を保証するものではありません。',
          },
          acceptable: {
            title: '禁止事項',
            body: '本サービスを次の目的で利用してはなりません：\n- 違法なコンテンツ、性的・暴力的・テロ的なコンテンツ、未成年者に関わる不適切なコンテンツの作成や拡散；\n- 本人の同意なく他人の顔、声その他の特徴を使った生成、なりすまし、虚偽情報の作成；\n- 著作権、商標権、肖像権、プライバシーの侵害；\n- 嫌がらせ、名誉毀損、差別や憎悪の助長；\n- スクリプト、クローラー、複数アカウントによるポイント・回数・頻度制限の回避、またはサービス運営の妨害；\n- サービスのリバースエンジニアリング、または許可のない再販。\n\n法令が求める場合、AI 生成コンテンツを共有する際は明確な表示を保持または付加し、削除しないでください。',
          },
          moderation: {
            title: 'コンテンツ審査',
            body: 'プロンプト、アップロード、生成結果、投稿は自動および人による審査の対象です。審査に通らなかったタスクは作品を生成せず、ポイントは返還されます。本規約に違反するコンテンツは予告なく削除・非公開にすることがあり、重大な場合は機能の制限やアカウントの停止を行い、法令に従い当局に報告します。判断に誤りがあると思われる場合は、カスタマーサポートに異議を申し立ててください。',
          },
          service: {
            title: 'サービスについて',
            body: 'AI の生成結果は不確実で、プロンプトと異なったり誤りを含んだりすることがあります。ご自身で判断のうえご利用ください。一部の機能は会員限定で、一部の設定は高速モードでのみ実行できます。「プレビュー」と表示された作品は、構図やカメラの動きを示すために内蔵エンジンが作成したものです。当社はサービスを継続的に改善し、機能、モデル、ポイントのルールを変更することがあり、お客様に重要な変更は事前にウェブサイトでお知らせします。',
          },
          termination: {
            title: '退会と利用停止',
            body: 'お客様はいつでも利用を停止し、カスタマーサポートにアカウントの削除を依頼できます。削除後、作品と残りのポイントは削除され、復元できません。お客様が本規約に重大な違反をした場合、当社はサービスの提供を停止または終了することがあります。',
          },
          liability: {
            title: '責任の制限と紛争解決',
            body: '法令で認められる範囲で、当社はサービスの利用または利用不能による間接的な損害について責任を負わず、責任の総額は紛争発生前 12 か月間にお客様が当社に支払った金額を上限とします。中国本土向けサービスには中華人民共和国法が適用され、紛争は運営会社の所在地を管轄する人民法院で解決します。海外向けサービスには海外の運営事業者の所在地の法が適用されますが、お住まいの地域の法令が消費者に保障する強行的な権利を妨げません。',
          },
          contact: {
            title: '改定とお問い合わせ',
            body: '本規約を改定する場合は、本ページに掲載して日付を更新し、重要な変更はウェブサイト上でお知らせします。改定後も利用を続けた場合、改定に同意したものとみなします。ご質問は、会員ページに記載のカスタマーサポートの連絡先までお問い合わせください。',
          },
        },
      },
    },
  },
);
