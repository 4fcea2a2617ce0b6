import type { Language } from '@framewise/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useHttp } from '../works/services';

/**
 * Where the static JSON files live: the API serves them under /api/static/ (the apps reach it
 * through their /api proxy, and a CDN can mirror the same paths), the language code appended to the file name.
 */
export const STATIC_JSON_BASE = '/api/static/';

export interface CommonProblem {
  id: string;
  question: string;
  answer: string;
}

/** /api/static/video/common_problem_en.json */
export function commonProblemsUrl(language: Language): string {
  return `${STATIC_JSON_BASE}video/common_problem_${language}.json`;
}

/** The entries of the file that have a question and an answer; anything else in it is ignored. */
export function parseCommonProblems(body: unknown): CommonProblem[] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((entry, index): CommonProblem[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { id, question, answer } = entry as Record<string, unknown>;
    if (typeof question !== 'string' || typeof answer !== 'string' || !question.trim() || !answer.trim()) return [];
    return [{ id: typeof id === 'string' && id ? id : `q${index + 1}`, question, answer }];
  });
}

export type CommonProblemsState =
  | { status: 'loading' }
  | { status: 'ready'; problems: CommonProblem[] }
  | { status: 'failed'; error: unknown };

/** The common questions in the page language, loaded on mount; `reload` tries again after a failure. */
export function useCommonProblems(language: Language): CommonProblemsState & { reload(): void } {
  const http = useHttp();
  const [state, setState] = useState<CommonProblemsState>({ status: 'loading' });
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const load = useCallback(
    (lng: Language) => {
      setState({ status: 'loading' });
      http.request<unknown>('GET', commonProblemsUrl(lng)).then(
        (body) => live.current && setState({ status: 'ready', problems: parseCommonProblems(body) }),
        (error: unknown) => live.current && setState({ status: 'failed', error }),
      );
    },
    [http],
  );

  useEffect(() => load(language), [load, language]);
  const reload = useCallback(() => load(language), [load, language]);
  return { ...state, reload };
}
