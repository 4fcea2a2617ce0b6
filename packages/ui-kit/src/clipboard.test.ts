import { afterEach, describe, expect, it, vi } from 'vitest';
import { copyText } from './clipboard';

const original = Object.getOwnPropertyDescriptor(navigator, 'clipboard');
afterEach(() => {
  if (original) Object.defineProperty(navigator, 'clipboard', original);
  else Reflect.deleteProperty(navigator, 'clipboard');
  Reflect.deleteProperty(document, 'execCommand');
  vi.restoreAllMocks();
});

const withClipboard = (writeText: (text: string) => Promise<void>) =>
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
const withCopyCommand = (result: boolean) => {
  const execCommand = vi.fn((_command: string) => result);
  Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
  return execCommand;
};

describe('copyText', () => {
  it('copies through the async clipboard where the page may use it', async () => {
    const writeText = vi.fn(async () => {});
    withClipboard(writeText);
    expect(await copyText('INV-42')).toBe(true);
    expect(writeText).toHaveBeenCalledWith('INV-42');
  });

  it('falls back to the copy command when the clipboard refuses or is missing, and leaves no textarea behind', async () => {
    withClipboard(async () => Promise.reject(new DOMException('denied', 'NotAllowedError')));
    const execCommand = withCopyCommand(true);
    let copied = '';
    execCommand.mockImplementation(() => {
      copied = document.querySelector('textarea')?.value ?? '';
      return true;
    });
    expect(await copyText('https://example.test/w/1')).toBe(true);
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(copied).toBe('https://example.test/w/1');
    expect(document.querySelector('textarea')).toBeNull();

    Reflect.deleteProperty(navigator, 'clipboard');
    expect(await copyText('again')).toBe(true);
  });

  it('resolves false when neither way copies', async () => {
    withClipboard(async () => Promise.reject(new Error('no')));
    withCopyCommand(false);
    expect(await copyText('x')).toBe(false);
    expect(document.querySelector('textarea')).toBeNull();
  });
});
