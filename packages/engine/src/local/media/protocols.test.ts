import { describe, expect, it } from 'vitest';
import { probeMedia } from './probe';
import { inputProtocols, withInputProtocols } from './protocols';

describe('input protocol allow-lists', () => {
  it('give each input only what it needs: a file, a pipe, or https', () => {
    expect(inputProtocols('/tmp/run/in/image.png')).toBe('file');
    expect(inputProtocols('pipe:0')).toBe('pipe');
    expect(inputProtocols('https://bucket.cos.ap-shanghai.myqcloud.com/upload/u/a.mp4?sign=x')).toBe('https,tls,tcp');
    expect(inputProtocols('http://169.254.169.254/latest/meta-data')).toBe('file');
    expect(withInputProtocols(['-ss', '1', '-i', '/a.mp4', '-i', 'pipe:0', 'out.mp4'])).toEqual([
      '-ss',
      '1',
      '-protocol_whitelist',
      'file',
      '-i',
      '/a.mp4',
      '-protocol_whitelist',
      'pipe',
      '-i',
      'pipe:0',
      'out.mp4',
    ]);
  });

  it('make ffprobe refuse other protocols: plain http, concat lists', async () => {
    await expect(probeMedia('http://127.0.0.1:9/input.mp4')).rejects.toThrow(/not on whitelist/);
    await expect(probeMedia('concat:/etc/hostname|/etc/hostname')).rejects.toThrow(/not on whitelist/);
  });
});
