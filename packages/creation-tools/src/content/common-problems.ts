import { useGetStaticJsonQuery } from '@framewise/api-client';
import type { Language } from '@framewise/i18n';
import { useMemo } from 'react';

/**
 * Where the static JSON files live: the API serves them under /api/static/ (the apps reach it
 * through their /api proxy, and a CDN can mirror the same paths), the language code appended to the file name.
 */
const STATIC_JSON_BASE = '/api/static/';

interface CommonProblem {
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

type CommonProblemsState =
  | { status: 'loading' }
  | { status: 'ready'; problems: CommonProblem[] }
  | { status: 'failed'; error: unknown };

/** The common questions in the page language (cached by the api); `reload` tries again after a failure. */
export function useCommonProblems(language: Language): CommonProblemsState & { reload(): void } {
  const { currentData, error, isFetching, refetch } = useGetStaticJsonQuery(commonProblemsUrl(language));
  const problems = useMemo(() => (currentData === undefined ? null : parseCommonProblems(currentData)), [currentData]);
  if (isFetching) return { status: 'loading', reload: refetch };
  if (problems) return { status: 'ready', problems, reload: refetch };
  if (error) return { status: 'failed', error, reload: refetch };
  return { status: 'loading', reload: refetch };
}
