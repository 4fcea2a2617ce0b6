import { defineNamespace } from '../define';

/**
 * Result notes of the generation engines (packages/engine notes.ts keys), shown with a work: what the engine did not
 * honour or did its own way. The server presents them in the reader's language; {{name}} values come with the note.
 */
export const engine = defineNamespace(
  {
    promptIgnored: {
      upscale: '本地引擎不使用文字模型进行放大：提示词已记录，但未被使用。',
      upscaleTurbo: '本地引擎仅通过图像处理进行增强：提示词已记录，但未被使用。',
      img2video: '本地引擎通过镜头运动让图片动起来：提示词已记录，但未被使用。',
      videoExtend: '本地引擎从最后一帧以镜头运动续写视频：提示词已记录，但未被使用。',
    },
    upscale: {
      videoLanczos: '视频帧使用 Lanczos 重采样放大（逐帧 ESRGAN 对本引擎来说太慢）。',
      already60: '源视频已是 60 帧/秒。',
      interpolated60: '已通过运动补偿插帧至 60 帧/秒。',
      blended60: '已通过帧混合提升至 60 帧/秒（运动补偿插帧会超出本片段的时间预算）。',
      lanczosRequested: '按要求使用 Lanczos 重采样。',
      esrganOff: '此服务器已关闭 ESRGAN：使用 Lanczos 重采样。',
      alreadyLarge: '源图已不小于目标尺寸：使用 Lanczos 重采样。',
      esrganUnavailable: '此处无法使用 ESRGAN 模型：使用 Lanczos 重采样。',
      overBudget: 'ESRGAN 预计需要约 {{estimateS}} 秒，超出 {{budgetS}} 秒的预算：使用 Lanczos 重采样。',
      esrgan: 'ESRGAN {{model}} 模型 {{scale}} 倍放大。',
      esrganThenLanczos: 'ESRGAN {{model}} 模型 {{scale}} 倍放大，再用 Lanczos 调整到精确尺寸。',
      esrganFailed: 'ESRGAN 运行失败：改用 Lanczos 重采样。',
    },
    turbo: {
      engineUnavailable: '本地不提供引擎选项“{{engine}}”：已使用默认放大方式。',
      coloursMatched: '已按 {{percent}}% 的强度匹配参考图的色彩。',
      coloursKept: '相似度为 1（或权重为 0）时保留原图色彩：未应用色彩参考。',
      hdr: 'HDR：局部对比度均衡（CLAHE）。',
    },
    img2video: {
      maskLimited: '运动仅限于涂抹区域。',
      endFrame: '尾帧在片段的最后部分渐入。',
    },
    videoExtend: {
      cameraMove: '已基于最后一帧以平缓的镜头运动续写。',
    },
    lipsync: {
      loudness: '嘴部随音频响度开合；本地引擎不模拟具体发音。',
    },
    text2video: {
      procedural: '程序化预览：本地引擎根据提示词生成色彩、形状和镜头运动，不会生成所描述的场景。',
      extraModelsUnused: '程序化预览不使用叠加角色（额外模型）。',
    },
    vid2vid: {
      filtersOnly: '本地引擎使用图像滤镜进行风格转换：提示词已记录，但未被使用。',
      styleFromPrompt: '已根据提示词选用风格“{{style}}”。',
      defaultStyle: '未选择风格：已应用“{{style}}”。',
      loops: '{{sourceS}} 秒的源视频循环播放以填满 {{durationS}} 秒。',
      backgroundIgnored: '背景选项仅在“仅保留主体”模式下生效。',
      customStyle: '自定义风格：已从风格图迁移色彩。',
    },
    comfyui: {
      inputUnused: {
        image: 'ComfyUI 工作流 {{workflow}} 不使用参考图。',
        endImage: 'ComfyUI 工作流 {{workflow}} 不使用尾帧。',
        mask: 'ComfyUI 工作流 {{workflow}} 不使用运动笔刷蒙版。',
        video: 'ComfyUI 工作流 {{workflow}} 不使用参考视频。',
        audio: 'ComfyUI 工作流 {{workflow}} 不使用音频。',
        styleImage: 'ComfyUI 工作流 {{workflow}} 不使用风格图。',
        referenceImage: 'ComfyUI 工作流 {{workflow}} 不使用色彩参考图。',
      },
      fps: 'ComfyUI 工作流 {{workflow}} 以 {{fps}} 帧/秒渲染。',
      shorter: 'ComfyUI 工作流 {{workflow}} 最多生成 {{maxS}} 秒：结果会更短。',
      videoCut: 'ComfyUI 工作流 {{workflow}} 最多处理 {{maxS}} 秒的视频：其余部分已截去。',
      promptUnused: 'ComfyUI 放大工作流不使用提示词。',
      videoFirstFrame: 'ComfyUI 工作流 {{workflow}} 以视频的第一帧为人物形象生成新的口型视频。',
    },
  },
  {
    en: {
      promptIgnored: {
        upscale: 'The local engine upscales without a text model: the prompt is recorded but not used.',
        upscaleTurbo: 'The local engine enhances with image processing only: the prompt is recorded but not used.',
        img2video: 'The local engine animates the image with camera motion: the prompt is recorded but not used.',
        videoExtend:
          'The local engine continues the last frame with camera motion: the prompt is recorded but not used.',
      },
      upscale: {
        videoLanczos:
          'Video frames are upscaled with Lanczos resampling (ESRGAN per frame is too slow for this engine).',
        already60: 'The source is already 60 fps.',
        interpolated60: 'Frames interpolated to 60 fps with motion compensation.',
        blended60:
          'Frames blended to 60 fps (motion-compensated interpolation would exceed the time budget for this clip).',
        lanczosRequested: 'Lanczos resampling as requested.',
        esrganOff: 'ESRGAN is switched off on this server: Lanczos resampling.',
        alreadyLarge: 'The source is already at least the target size: Lanczos resampling.',
        esrganUnavailable: 'The ESRGAN model is not available here: Lanczos resampling.',
        overBudget: 'ESRGAN would take about {{estimateS}} s, over the {{budgetS}} s budget: Lanczos resampling.',
        esrgan: 'ESRGAN {{model}} x{{scale}}.',
        esrganThenLanczos: 'ESRGAN {{model}} x{{scale}}, then Lanczos to the exact size.',
        esrganFailed: 'ESRGAN did not finish: Lanczos resampling.',
      },
      turbo: {
        engineUnavailable: 'The engine option "{{engine}}" is not available locally; the default upscaler ran.',
        coloursMatched: 'Colours matched to the reference at {{percent}}% strength.',
        coloursKept: 'Resemblance 1 (or weight 0) keeps the original colours: the colour reference was not applied.',
        hdr: 'HDR: local contrast equalisation (CLAHE).',
      },
      img2video: {
        maskLimited: 'Motion is limited to the brushed region.',
        endFrame: 'The end frame blends in over the last part of the clip.',
      },
      videoExtend: {
        cameraMove: 'Extended with a gentle camera move over the last frame.',
      },
      lipsync: {
        loudness: 'The mouth opens with the loudness of the audio; the local engine does not model speech sounds.',
      },
      text2video: {
        procedural:
          'Procedural preview: the local engine draws colours, shapes and camera motion from the prompt; it does not generate the described scene.',
        extraModelsUnused: 'Overlay characters (extra models) are not used by the procedural preview.',
      },
      vid2vid: {
        filtersOnly: 'The local engine restyles with image filters; the prompt is recorded but not used.',
        styleFromPrompt: 'Style "{{style}}" taken from the prompt.',
        defaultStyle: 'No style chosen: "{{style}}" applied.',
        loops: 'The {{sourceS}} s source loops to fill {{durationS}} s.',
        backgroundIgnored: 'Background options apply to subject-only mode.',
        customStyle: 'Custom style: colours transferred from the style image.',
      },
      comfyui: {
        inputUnused: {
          image: 'The ComfyUI workflow {{workflow}} does not use the reference image.',
          endImage: 'The ComfyUI workflow {{workflow}} does not use the end frame.',
          mask: 'The ComfyUI workflow {{workflow}} does not use the motion brush mask.',
          video: 'The ComfyUI workflow {{workflow}} does not use the reference video.',
          audio: 'The ComfyUI workflow {{workflow}} does not use the audio.',
          styleImage: 'The ComfyUI workflow {{workflow}} does not use the style image.',
          referenceImage: 'The ComfyUI workflow {{workflow}} does not use the colour reference image.',
        },
        fps: 'The ComfyUI workflow {{workflow}} renders at {{fps}} fps.',
        shorter: 'The ComfyUI workflow {{workflow}} makes at most {{maxS}} s; the result is shorter.',
        videoCut: 'The ComfyUI workflow {{workflow}} takes at most {{maxS}} s of video; the rest is cut.',
        promptUnused: 'The ComfyUI upscale workflow does not use the prompt.',
        videoFirstFrame:
          'The ComfyUI workflow {{workflow}} animates the first frame of your video to the audio, making a new video.',
      },
    },
    ja: {
      promptIgnored: {
        upscale: 'ローカルエンジンはテキストモデルを使わずに拡大します。プロンプトは記録されますが、使用されません。',
        upscaleTurbo: 'ローカルエンジンは画像処理のみで補正します。プロンプトは記録されますが、使用されません。',
        img2video: 'ローカルエンジンはカメラの動きで画像を動かします。プロンプトは記録されますが、使用されません。',
        videoExtend:
          'ローカルエンジンは最後のフレームからカメラの動きで続けます。プロンプトは記録されますが、使用されません。',
      },
      upscale: {
        videoLanczos:
          '動画のフレームは Lanczos リサンプリングで拡大されます（フレームごとの ESRGAN はこのエンジンには遅すぎます）。',
        already60: '元の動画はすでに 60 fps です。',
        interpolated60: '動き補償でフレームを 60 fps に補間しました。',
        blended60: 'フレームをブレンドして 60 fps にしました（動き補償補間はこのクリップの時間予算を超えます）。',
        lanczosRequested: 'ご指定どおり Lanczos リサンプリングを使用しました。',
        esrganOff: 'このサーバーでは ESRGAN がオフです。Lanczos リサンプリングを使用しました。',
        alreadyLarge: '元画像はすでに目標サイズ以上です。Lanczos リサンプリングを使用しました。',
        esrganUnavailable: 'ここでは ESRGAN モデルを使用できません。Lanczos リサンプリングを使用しました。',
        overBudget:
          'ESRGAN は約 {{estimateS}} 秒かかり、{{budgetS}} 秒の予算を超えます。Lanczos リサンプリングを使用しました。',
        esrgan: 'ESRGAN {{model}} で {{scale}} 倍に拡大しました。',
        esrganThenLanczos: 'ESRGAN {{model}} で {{scale}} 倍に拡大し、Lanczos で正確なサイズに調整しました。',
        esrganFailed: 'ESRGAN が完了しませんでした。Lanczos リサンプリングを使用しました。',
      },
      turbo: {
        engineUnavailable:
          'エンジンオプション「{{engine}}」はローカルでは使用できません。標準のアップスケーラーで処理しました。',
        coloursMatched: '参照画像の色に {{percent}}% の強さで合わせました。',
        coloursKept: '類似度 1（または重み 0）では元の色を保ちます。カラー参照は適用されていません。',
        hdr: 'HDR：局所コントラスト均等化（CLAHE）。',
      },
      img2video: {
        maskLimited: '動きはブラシで塗った領域に限定されます。',
        endFrame: '終了フレームはクリップの最後の部分でフェードインします。',
      },
      videoExtend: {
        cameraMove: '最後のフレームから穏やかなカメラの動きで延長しました。',
      },
      lipsync: {
        loudness: '口は音声の大きさに合わせて開閉します。ローカルエンジンは発音の形までは再現しません。',
      },
      text2video: {
        procedural:
          'プロシージャルプレビュー：ローカルエンジンはプロンプトから色・形・カメラの動きを描きます。説明された場面そのものは生成しません。',
        extraModelsUnused: 'プロシージャルプレビューでは重ねるキャラクター（追加モデル）は使用されません。',
      },
      vid2vid: {
        filtersOnly:
          'ローカルエンジンは画像フィルターでスタイルを変えます。プロンプトは記録されますが、使用されません。',
        styleFromPrompt: 'プロンプトからスタイル「{{style}}」を選びました。',
        defaultStyle: 'スタイルが選ばれていないため「{{style}}」を適用しました。',
        loops: '{{sourceS}} 秒の元動画をループして {{durationS}} 秒にしました。',
        backgroundIgnored: '背景オプションは被写体のみモードでのみ有効です。',
        customStyle: 'カスタムスタイル：スタイル画像から色を移しました。',
      },
      comfyui: {
        inputUnused: {
          image: 'ComfyUI ワークフロー {{workflow}} は参照画像を使用しません。',
          endImage: 'ComfyUI ワークフロー {{workflow}} は終了フレームを使用しません。',
          mask: 'ComfyUI ワークフロー {{workflow}} はモーションブラシのマスクを使用しません。',
          video: 'ComfyUI ワークフロー {{workflow}} は参照動画を使用しません。',
          audio: 'ComfyUI ワークフロー {{workflow}} は音声を使用しません。',
          styleImage: 'ComfyUI ワークフロー {{workflow}} はスタイル画像を使用しません。',
          referenceImage: 'ComfyUI ワークフロー {{workflow}} はカラー参照画像を使用しません。',
        },
        fps: 'ComfyUI ワークフロー {{workflow}} は {{fps}} fps でレンダリングします。',
        shorter: 'ComfyUI ワークフロー {{workflow}} は最大 {{maxS}} 秒までです。結果は短くなります。',
        videoCut: 'ComfyUI ワークフロー {{workflow}} は最大 {{maxS}} 秒の動画を扱います。残りはカットしました。',
        promptUnused: 'ComfyUI のアップスケールワークフローはプロンプトを使用しません。',
        videoFirstFrame:
          'ComfyUI ワークフロー {{workflow}} は動画の最初のフレームを音声に合わせて動かし、新しい動画を作ります。',
      },
    },
  },
);
