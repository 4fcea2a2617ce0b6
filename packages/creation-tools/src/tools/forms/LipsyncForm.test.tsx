import { createFakeServer, ok } from '@framewise/api-client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readToolSeed, writeToolSeed } from '../../drafts';
import { largestFace } from '../fields/FacePicker';
import { ToolWorkspace } from '../ToolWorkspace';
import { acceptedOf, member, workOf, workspaceRoutes } from '../test-utils/fixtures';
import { instantUploader } from '../test-utils/preview';
import { renderTools } from '../test-utils/render';

const faces = [
  { x: 10, y: 10, width: 40, height: 40, score: 0.9 },
  { x: 300, y: 50, width: 90, height: 100, score: 0.95 },
  { x: 500, y: 60, width: 30, height: 30, score: 0.8 },
];

beforeEach(() => {
  // jsdom has no object URLs; the upload control previews the picked file with one.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:preview', revokeObjectURL: () => {} }));
});
afterEach(() => vi.unstubAllGlobals());

describe('lip-sync form', () => {
  it('finds the faces of the uploaded video, lets the user pick one and sends its box with the audio', async () => {
    const api = createFakeServer({
      ...workspaceRoutes(),
      'POST /api/images/detectface': ok({ width: 640, height: 360, faces }),
      'POST /api/images/lipsync/generate': ok(
        acceptedOf({ id: 'tk9', tool: 'lipsync', status: -3, cost: 1, queuePosition: null }),
      ),
      'GET /api/images/detail': ok(workOf({ id: 'tk9', tool: 'lipsync', status: -3 })),
    });
    const uploader = instantUploader('/story/face.mp4');
    renderTools(<ToolWorkspace group="lipsync" />, { server: api, user: member, uploader, path: '/lip-sync' });
    await screen.findByRole('button', { name: 'Generate' });
    const [media, audio] = screen.getAllByTestId('upload-input');
    if (!media || !audio) throw new Error('two upload controls expected');

    await userEvent.upload(media, new File(['face'], 'face.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText('Face 2 chosen')).toBeInTheDocument(); // the largest by default
    expect(api.callsTo('POST /api/images/detectface')[0]?.body).toEqual({
      reference_media: 'upload/u-tools-1/face.mp4',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Choose face 3' }));
    expect(screen.getByRole('button', { name: 'Choose face 3' })).toHaveAttribute('aria-pressed', 'true');

    // No audio yet: the message, nothing sent.
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByTestId('generate-problem')).toHaveTextContent('Please upload an audio file');
    expect(api.callsTo('POST /api/images/lipsync/generate')).toEqual([]);

    expect(audio).toHaveAttribute('accept', expect.stringMatching(/^\.mp3,\.wav,\.m4a,audio\/mpeg/));
    await userEvent.upload(audio, new File(['voice'], 'voice.mp3', { type: 'audio/mpeg' }));
    await waitFor(() => expect(uploader.uploads).toHaveLength(2));
    expect(await screen.findByLabelText('Uploaded audio')).toHaveProperty('tagName', 'AUDIO');
    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(api.callsTo('POST /api/images/lipsync/generate')).toHaveLength(1));
    expect(api.callsTo('POST /api/images/lipsync/generate')[0]?.body).toEqual({
      reference_media: 'upload/u-tools-1/face.mp4',
      reference_audio: 'upload/u-tools-1/voice.mp3',
      face_box: { x: 500, y: 60, width: 30, height: 30 },
      level: 1,
      mode: 0,
      private: false,
    });
  });

  it('refuses to generate when no face was found in the upload, naming the field, and sends nothing', async () => {
    const api = createFakeServer({
      ...workspaceRoutes(),
      'POST /api/images/detectface': ok({ width: 640, height: 360, faces: [] }),
      'POST /api/images/lipsync/generate': ok(
        acceptedOf({ id: 'tk9', tool: 'lipsync', status: -3, cost: 1, queuePosition: null }),
      ),
    });
    const uploader = instantUploader('/story/landscape.mp4');
    renderTools(<ToolWorkspace group="lipsync" />, { server: api, user: member, uploader, path: '/lip-sync' });
    await screen.findByRole('button', { name: 'Generate' });
    const [media, audio] = screen.getAllByTestId('upload-input');
    if (!media || !audio) throw new Error('two upload controls expected');
    await userEvent.upload(media, new File(['hills'], 'landscape.mp4', { type: 'video/mp4' }));
    expect(await screen.findByText(/^No face was found\./)).toBeVisible();
    await userEvent.upload(audio, new File(['voice'], 'voice.mp3', { type: 'audio/mpeg' }));
    await waitFor(() => expect(uploader.uploads).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    const problem = await screen.findByTestId('generate-problem');
    expect(problem).toHaveTextContent('No face was found in the video or picture of the person');
    expect(problem).toBeVisible();
    expect(api.callsTo('POST /api/images/lipsync/generate')).toEqual([]);
  });

  it('starts from the picture and level draw same left, finding its faces, once', async () => {
    const face = { key: 'upload/u-tools-1/portrait.png', url: '/story/portrait.png' };
    writeToolSeed('lipsync', { media: { ...face, kind: 'image' }, level: 2 });
    const api = createFakeServer({
      ...workspaceRoutes(),
      'POST /api/images/detectface': ok({ width: 640, height: 360, faces }),
    });
    renderTools(<ToolWorkspace group="lipsync" />, { server: api, user: member, path: '/lip-sync' });
    expect(await screen.findByText('Face 2 chosen')).toBeInTheDocument();
    expect(api.callsTo('POST /api/images/detectface')[0]?.body).toEqual({ reference_media: face.key });
    expect(screen.getByRole('radio', { name: /^HD/ })).toBeChecked();
    await waitFor(() => expect(readToolSeed('lipsync')).toBeNull());
  });

  it('takes only MP3, WAV or M4A as the audio, telling the user so', async () => {
    const api = createFakeServer({
      ...workspaceRoutes(),
    });
    const uploader = instantUploader('/story/voice.mp3');
    renderTools(<ToolWorkspace group="lipsync" />, { server: api, user: member, uploader, path: '/lip-sync' });
    await screen.findByRole('button', { name: 'Generate' });
    const audio = screen.getAllByTestId('upload-input')[1];
    if (!audio) throw new Error('the audio upload control is missing');
    expect(screen.getByText('Upload the voice as MP3, WAV or M4A; the video is as long as the audio')).toBeVisible();
    await userEvent.upload(audio, new File(['clip'], 'clip.mp4', { type: 'video/mp4' }), { applyAccept: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong audio type. Only MP3/WAV/M4A are supported.');
    expect(uploader.uploads).toHaveLength(0);
  });

  it('picks the largest face by area', () => {
    expect(largestFace(faces)).toBe(1);
    expect(largestFace([])).toBeNull();
  });
});
