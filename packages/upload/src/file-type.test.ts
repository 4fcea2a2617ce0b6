import { describe, expect, it } from 'vitest';
import { fileExtension, mediaKind, nameExtension, replaceExtension, storageExtension } from './file-type';

describe('file extension', () => {
  it('comes from the name when it has one, lower-cased', () => {
    expect(fileExtension({ name: 'Holiday.JPEG', type: 'image/jpeg' })).toBe('jpeg');
    expect(fileExtension({ name: 'shot.png', type: 'image/jpeg' })).toBe('png');
    expect(fileExtension({ name: 'clip.mov', type: 'video/quicktime' })).toBe('mov');
  });

  it('falls back to png for PNG data and jpg for any other image', () => {
    expect(fileExtension({ name: 'no-extension', type: 'image/png' })).toBe('png');
    expect(fileExtension({ type: 'image/png' })).toBe('png');
    expect(fileExtension({ type: 'image/jpeg' })).toBe('jpg');
    expect(fileExtension({ type: 'image/webp' })).toBe('jpg');
    expect(fileExtension({ name: '', type: '' })).toBe('jpg');
  });

  it('gives unnamed videos mp4 or mov from their type', () => {
    expect(fileExtension({ type: 'video/mp4' })).toBe('mp4');
    expect(fileExtension({ type: 'video/quicktime' })).toBe('mov');
  });

  it('gives unnamed audio mp3, wav or m4a from its type, whatever name the browser uses', () => {
    expect(fileExtension({ type: 'audio/mpeg' })).toBe('mp3');
    expect(fileExtension({ type: 'audio/x-wav' })).toBe('wav');
    expect(fileExtension({ type: 'audio/x-m4a' })).toBe('m4a');
    expect(fileExtension({ name: 'Voice.M4A', type: 'audio/mp4' })).toBe('m4a');
  });

  it('ignores dots that are not an extension', () => {
    expect(nameExtension('archive.tar.gz')).toBe('gz');
    expect(nameExtension('my.folder/file')).toBe('');
    expect(nameExtension('trailing.')).toBe('');
    expect(nameExtension(undefined)).toBe('');
  });

  it('replaces an extension (PNG compressed to JPEG)', () => {
    expect(replaceExtension('photo.png', 'jpg')).toBe('photo.jpg');
    expect(replaceExtension('photo', 'jpg')).toBe('photo.jpg');
    expect(replaceExtension('.png', 'jpg')).toBe('image.jpg');
  });

  it('tells images from videos by type, and by extension when the type is missing', () => {
    expect(mediaKind({ name: 'a.png', type: 'image/png' })).toBe('image');
    expect(mediaKind({ name: 'a.mov', type: 'video/quicktime' })).toBe('video');
    expect(mediaKind({ name: 'a.mov', type: '' })).toBe('video');
    expect(mediaKind({ name: 'a.mp3', type: 'audio/mpeg' })).toBe('audio');
    expect(mediaKind({ name: 'a.m4a', type: '' })).toBe('audio');
    expect(mediaKind({ name: 'a.pdf', type: 'application/pdf' })).toBeNull();
    expect(mediaKind({ name: 'a', type: '' })).toBeNull();
  });
});

describe('storageExtension', () => {
  it('keeps the extensions a key may end in and replaces others by the type', () => {
    expect(storageExtension({ name: 'a.JPEG', type: 'image/jpeg' })).toBe('jpeg');
    expect(storageExtension({ name: 'me.webp', type: 'image/webp' })).toBe('webp');
    expect(storageExtension({ name: 'scan.bmp', type: 'image/png' })).toBe('png');
    expect(storageExtension({ name: 'clip.m4v', type: 'video/mp4' })).toBe('mp4');
    expect(storageExtension({ name: 'x.tiff', type: 'image/tiff' })).toBe('jpg');
    expect(storageExtension({ name: 'song.mpga', type: 'audio/mpeg' })).toBe('mp3');
    expect(storageExtension({ name: 'take.wav', type: 'audio/wav' })).toBe('wav');
  });
});
