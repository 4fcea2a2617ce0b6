import { describe, expect, it } from 'vitest';
import { buildUrl, encodeQuery, isStaticJson } from './url';

describe('url helpers', () => {
  it('recognises static JSON files anywhere in the URL', () => {
    expect(isStaticJson('https://cdn.example.com/video/upscaler_turbo_example_ja.json')).toBe(true);
    expect(isStaticJson('/data.json?v=2')).toBe(true);
    expect(isStaticJson('/api/user/info')).toBe(false);
  });

  it('encodes arrays, objects and skips empty values', () => {
    expect(encodeQuery({ a: 1, b: [true, 'x'], c: { d: 1 }, e: undefined, f: null })).toBe(
      'a=1&b=true&b=x&c=%7B%22d%22%3A1%7D',
    );
    expect(encodeQuery(undefined)).toBe('');
  });

  it('prefixes the base url except for absolute URLs', () => {
    expect(buildUrl('', '/api/x')).toBe('/api/x');
    expect(buildUrl('https://api.example.com/', '/api/x', { q: 1 })).toBe('https://api.example.com/api/x?q=1');
    expect(buildUrl('https://api.example.com', 'https://cdn.example.com/a.json')).toBe(
      'https://cdn.example.com/a.json',
    );
  });
});
