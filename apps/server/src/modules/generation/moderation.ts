/**
 * The content check every task and every contribution passes first (-3 under check, then -4
 * rejected or -5 check failed). A real moderation service plugs in behind ModerationProvider; the default checks
 * the texts against a blocklist.
 */

/** What to check: the prompts and keywords of a request, and the stored files it names. */
export interface ModerationInput {
  purpose: 'task' | 'contribution' | 'publication';
  texts: readonly string[];
  media: readonly { bucket: string; key: string; mime: string }[];
}

export type ModerationVerdict =
  | { approved: true }
  /** reason: a message key or text shown to the user. */
  | { approved: false; reason: string };

/**
 * A content check. A thrown error means the check could not be made (the task becomes -5, check failed, and is
 * refunded); a verdict that does not approve rejects it (-4).
 */
export interface ModerationProvider {
  readonly name: string;
  check(input: ModerationInput, signal?: AbortSignal): Promise<ModerationVerdict>;
}

/**
 * Terms no generation request may carry: sexual content involving minors, sexual violence, bestiality and
 * graphic executions, in the three languages of the product. Latin terms match whole words; CJK terms match
 * anywhere once spaces and punctuation are removed, since those scripts do not separate words.
 */
export const DEFAULT_BLOCKLIST: readonly string[] = [
  'child porn',
  'child pornography',
  'csam',
  'underage sex',
  'loli porn',
  'bestiality',
  'rape',
  'beheading',
  '儿童色情',
  '幼女色情',
  '萝莉色情',
  '恋童',
  '强奸',
  '兽交',
  '斩首',
  '児童ポルノ',
  'ロリポルノ',
  '強姦',
  '獣姦',
  '斬首',
];

const LATIN = /^[\p{Script=Latin}\p{N}\s'-]+$/u;

/** NFKC folds full-width letters and compatibility forms; lower case for Latin. */
function normalize(text: string): string {
  return text.normalize('NFKC').toLowerCase();
}

function escapeRegExp(term: string): string {
  return term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The default provider: a blocklist over the texts. Media is not inspected (a real provider does that). */
export class BlocklistModeration implements ModerationProvider {
  readonly name = 'blocklist';
  private readonly latin: RegExp[];
  private readonly other: string[];

  constructor(terms: readonly string[] = DEFAULT_BLOCKLIST) {
    const normalized = terms.map(normalize).filter((t) => t.trim().length > 0);
    // Whole words: "rape" must not match "grape"; spaces inside a term match any run of separators.
    this.latin = normalized
      .filter((t) => LATIN.test(t))
      .map(
        (t) =>
          new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(t).replace(/\s+/g, '[\\s\\p{P}_]+')}(?![\\p{L}\\p{N}])`, 'u'),
      );
    this.other = normalized.filter((t) => !LATIN.test(t)).map((t) => t.replace(/[\s\p{P}]/gu, ''));
  }

  /** True when text carries a blocked term. */
  matches(text: string): boolean {
    const folded = normalize(text);
    if (this.latin.some((re) => re.test(folded))) return true;
    const squeezed = folded.replace(/[\s\p{P}\p{S}_]/gu, '');
    return this.other.some((term) => squeezed.includes(term));
  }

  async check(input: ModerationInput): Promise<ModerationVerdict> {
    const blocked = input.texts.some((text) => this.matches(text));
    if (!blocked) return { approved: true };
    return {
      approved: false,
      reason: input.purpose === 'task' ? 'generationErrors.task.rejected' : 'generationErrors.work.rejected',
    };
  }
}
