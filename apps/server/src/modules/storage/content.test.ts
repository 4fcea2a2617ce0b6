import { describe, expect, it } from 'vitest';
import { checkImage, contentTypeOfExtension, contentTypeOfMime, extensionOfMime, sniffContentType } from './content';
import { audioOf, HTML_PAGE, jpegOf, pngBomb, pngOf, realVideo, videoOf, webpOf } from './testing';

describe('sniffContentType', () => {
  it('recognises the upload types by their bytes', async () => {
    expect(sniffContentType(await pngOf(4, 4))).toBe('png');
    expect(sniffContentType(await jpegOf(4, 4))).toBe('jpeg');
    expect(sniffContentType(await webpOf(4, 4))).toBe('webp');
    expect(sniffContentType(videoOf('isom'))).toBe('mp4');
    expect(sniffContentType(videoOf('qt  '))).toBe('quicktime');
  });

  it('recognises mp3, wav and m4a audio; a generic-brand MPEG-4 file stays mp4 until ffprobe looks at it', async () => {
    expect(sniffContentType(await audioOf('mp3'))).toBe('mp3');
    expect(sniffContentType(await audioOf('wav'))).toBe('wav');
    expect(sniffContentType(await audioOf('m4a'))).toBe('m4a');
    expect(sniffContentType(await audioOf('m4aGenericBrand'))).toBe('mp4');
    expect(sniffContentType(await realVideo())).toBe('mp4');
    // A bare MPEG-1 Layer III frame header (128 kbit/s, 44.1 kHz), as files without an ID3 tag start.
    expect(sniffContentType(Buffer.from([0xff, 0xfb, 0x90, 0x64, 0, 0]))).toBe('mp3');
    // A generic major brand listing only audio brands besides the generic ones.
    const ftyp = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypmp42\0\0\0\0isomM4A ', 'latin1')]);
    expect(sniffContentType(ftyp)).toBe('m4a');
  });

  it('does not take ADTS AAC, a JPEG start or a broken RIFF for audio', () => {
    expect(sniffContentType(Buffer.from([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f]))).toBeUndefined();
    expect(sniffContentType(Buffer.from([0xff, 0xfb, 0xf0, 0x64]))).toBeUndefined(); // bitrate index 15
    expect(sniffContentType(Buffer.from('RIFF\0\0\0\0AVI LIST', 'latin1'))).toBeUndefined();
  });

  it('knows nothing else, whatever the file claims to be', async () => {
    const gif = Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00', 'latin1');
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic', 'latin1')]);
    for (const bytes of [HTML_PAGE, gif, svg, heic, Buffer.alloc(0), Buffer.from([0x89, 0x50])]) {
      expect(sniffContentType(bytes)).toBeUndefined();
    }
  });

  it('maps extensions to types', () => {
    expect(contentTypeOfExtension('jpg')).toBe('jpeg');
    expect(contentTypeOfExtension('JPEG')).toBe('jpeg');
    expect(contentTypeOfExtension('mov')).toBe('quicktime');
    expect(contentTypeOfExtension('html')).toBeUndefined();
    expect(contentTypeOfExtension('M4A')).toBe('m4a');
  });

  it('maps MIME types and their browser aliases to types', () => {
    expect(contentTypeOfMime('audio/mpeg')).toBe('mp3');
    expect(contentTypeOfMime('audio/x-wav')).toBe('wav');
    expect(contentTypeOfMime('audio/x-m4a')).toBe('m4a');
    expect(contentTypeOfMime('video/mp4; codecs="avc1"')).toBe('mp4');
    expect(contentTypeOfMime('text/html')).toBeUndefined();
  });

  it('names the file extension of each stored type, for files the worker downloads', () => {
    expect(
      [
        'image/png',
        'image/jpeg',
        'image/webp',
        'video/mp4',
        'video/quicktime',
        'audio/mpeg',
        'audio/wav',
        'audio/mp4',
      ].map(extensionOfMime),
    ).toEqual(['png', 'jpg', 'webp', 'mp4', 'mov', 'mp3', 'wav', 'm4a']);
    expect(extensionOfMime('audio/x-m4a')).toBe('m4a');
    expect(extensionOfMime('text/html')).toBeUndefined();
  });
});

describe('checkImage', () => {
  it('measures a whole image within the limit', async () => {
    expect(await checkImage(await pngOf(300, 200), 'png', 2048)).toEqual({ ok: true, width: 300, height: 200 });
    expect(await checkImage(await webpOf(2048, 16), 'webp', 2048)).toEqual({ ok: true, width: 2048, height: 16 });
  });

  it('refuses an image wider or taller than the limit', async () => {
    expect(await checkImage(await pngOf(2049, 8), 'png', 2048)).toMatchObject({ ok: false, reason: 'tooLarge' });
    expect(await checkImage(await jpegOf(8, 3000), 'jpeg', 2048)).toMatchObject({ ok: false, reason: 'tooLarge' });
    expect(await checkImage(await jpegOf(8, 3000), 'jpeg', 4096)).toMatchObject({ ok: true });
  });

  it('refuses a pixel bomb from its header, quickly', async () => {
    const started = performance.now();
    expect(await checkImage(pngBomb(60_000, 60_000), 'png', 4096)).toEqual({
      ok: false,
      reason: 'tooLarge',
      width: 60_000,
      height: 60_000,
    });
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('refuses truncated data and a format other than the sniffed one', async () => {
    const png = await pngOf(400, 400);
    expect(await checkImage(png.subarray(0, 200), 'png', 2048)).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(await checkImage(pngBomb(1000, 1000), 'png', 2048)).toMatchObject({ ok: false, reason: 'unreadable' });
    expect(await checkImage(png, 'jpeg', 2048)).toMatchObject({ ok: false, reason: 'unreadable' });
  });
});
