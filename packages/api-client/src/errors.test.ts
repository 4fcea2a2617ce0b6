import { describe, expect, it } from 'vitest';
import { ApiError, type ApiMessageKey, errorMessage, isApiErrorInfo, toApiErrorInfo } from './errors';

const texts: Record<ApiMessageKey, string> = {
  'errors.requestError': 'Request error. Please try again later.',
  'errors.serverError': 'Server error. Please try again later.',
  'errors.timeout': 'The request timed out.',
};
const t = (key: ApiMessageKey) => texts[key];

describe('ApiError', () => {
  it('carries kind, code, status, msg and key, and serializes to a plain object', () => {
    const err = new ApiError({ kind: 'http', status: 503, code: 500, messageKey: 'errors.serverError' });
    expect(err).toBeInstanceOf(Error);
    expect(err.name).toBe('ApiError');
    expect(err.toInfo()).toEqual({ kind: 'http', status: 503, code: 500, messageKey: 'errors.serverError' });
    expect(JSON.parse(JSON.stringify(err.toInfo()))).toEqual(err.toInfo());
  });

  it('recognises both the class and its serialized form', () => {
    expect(isApiErrorInfo(new ApiError({ kind: 'timeout' }))).toBe(true);
    expect(isApiErrorInfo({ kind: 'business', code: 4001 })).toBe(true);
    expect(isApiErrorInfo({ kind: 'other' })).toBe(false);
    expect(isApiErrorInfo(new Error('x'))).toBe(false);
  });

  it('treats unknown failures as request errors', () => {
    expect(toApiErrorInfo(new TypeError('boom'))).toEqual({ kind: 'network', messageKey: 'errors.requestError' });
  });
});

describe('errorMessage', () => {
  it('prefers the server msg', () => {
    expect(errorMessage(new ApiError({ kind: 'business', code: 400, msg: '昵称不能为空' }), t)).toBe('昵称不能为空');
  });

  it('translates the key when the server sent no msg', () => {
    expect(errorMessage(new ApiError({ kind: 'business', code: 1, messageKey: 'errors.requestError' }), t)).toBe(
      texts['errors.requestError'],
    );
    expect(errorMessage({ kind: 'network', messageKey: 'errors.serverError' }, t)).toBe(texts['errors.serverError']);
    expect(errorMessage({ kind: 'timeout', messageKey: 'errors.timeout' }, t)).toBe(texts['errors.timeout']);
  });

  it('falls back to the request-error text for anything else', () => {
    expect(errorMessage('nope', t)).toBe(texts['errors.requestError']);
  });
});
