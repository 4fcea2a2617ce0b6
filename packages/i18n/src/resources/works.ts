import { galleryTexts } from './works/gallery';
import { homeTexts } from './works/home';
import { myWorksTexts } from './works/my-works';
import { phoneTexts } from './works/phone';
import { tutorialsTexts } from './works/tutorials';

/**
 * The works namespace (@framewise/creation-tools): my works, the gallery, the home page, tutorials and the phone
 * pages, one file per screen under works/, loaded as one chunk. Tool names are common's `tools`.
 */
export const works = {
  zh: { ...myWorksTexts.zh, ...galleryTexts.zh, ...homeTexts.zh, ...tutorialsTexts.zh, ...phoneTexts.zh },
  en: { ...myWorksTexts.en, ...galleryTexts.en, ...homeTexts.en, ...tutorialsTexts.en, ...phoneTexts.en },
  ja: { ...myWorksTexts.ja, ...galleryTexts.ja, ...homeTexts.ja, ...tutorialsTexts.ja, ...phoneTexts.ja },
} as const;
