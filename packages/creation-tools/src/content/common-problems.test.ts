import { describe, expect, it } from 'vitest';
import { commonProblemsUrl, parseCommonProblems } from './common-problems';

describe('common problems', () => {
  it('asks for the file of the page language', () => {
    expect(commonProblemsUrl('zh')).toBe('/api/static/video/common_problem_zh.json');
    expect(commonProblemsUrl('ja')).toBe('/api/static/video/common_problem_ja.json');
  });

  it('keeps entries with a question and an answer', () => {
    expect(
      parseCommonProblems([
        { id: 'points', question: 'Why?', answer: 'Because.' },
        { question: 'No id?', answer: 'Numbered.' },
        { id: 'blank', question: ' ', answer: 'x' },
        'junk',
        null,
      ]),
    ).toEqual([
      { id: 'points', question: 'Why?', answer: 'Because.' },
      { id: 'q2', question: 'No id?', answer: 'Numbered.' },
    ]);
  });

  it('reads anything but a list as no questions', () => {
    expect(parseCommonProblems({ code: 404 })).toEqual([]);
    expect(parseCommonProblems(undefined)).toEqual([]);
  });
});
