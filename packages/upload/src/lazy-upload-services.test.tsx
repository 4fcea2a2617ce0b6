import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyUploadServices } from './lazy-upload-services';
import { useUploadEnvironment } from './UploadContext';
import type { Uploader } from './uploader';

const store = { getState: () => ({ user: { uuid: 'u1' } }), dispatch: vi.fn() } as never;

function Probe({ onReady }: { onReady: (uploader: Uploader) => void }) {
  onReady(useUploadEnvironment().uploader);
  return <span>ready</span>;
}

describe('lazyUploadServices', () => {
  it('loads the engine on the first upload only, and again after a failed load', async () => {
    const real: Uploader = {
      drivers: ['local'],
      upload: vi.fn(async () => ({ key: 'k', url: 'u' }) as never),
      uploadMany: vi.fn(async () => []),
    };
    const load = vi.fn<() => Promise<Uploader>>().mockRejectedValueOnce(new Error('chunk')).mockResolvedValue(real);
    const Services = lazyUploadServices({ drivers: ['local'], load, store });
    let uploader: Uploader | undefined;
    render(
      <Services>
        <Probe onReady={(u) => (uploader = u)} />
      </Services>,
    );
    expect(screen.getByText('ready')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(uploader?.drivers).toEqual(['local']);
    const file = new Blob(['x']);
    await expect(uploader!.upload(file)).rejects.toThrow('chunk');
    await uploader!.upload(file);
    await uploader!.upload(file);
    expect(load).toHaveBeenCalledTimes(2);
    expect(real.upload).toHaveBeenCalledTimes(2);
  });

  it("hands videos to the engine's transcoding, and uses them as uploaded where the engine has none", async () => {
    const converted = { key: 'u/1/abcdefgh-h264.mp4', url: 'u-mp4' };
    const withTranscode: Uploader = {
      drivers: ['local'],
      upload: vi.fn(),
      uploadMany: vi.fn(),
      transcode: vi.fn(async () => converted),
    };
    const uploaded = { key: 'u/1/abcdefgh.mov', url: 'u-mov', transcoding: true };
    for (const [engine, expected] of [
      [withTranscode, converted],
      [{ drivers: ['local'], upload: vi.fn(), uploadMany: vi.fn() } as Uploader, uploaded],
    ] as const) {
      const Services = lazyUploadServices({ drivers: ['local'], load: async () => engine, store });
      let uploader: Uploader | undefined;
      render(
        <Services>
          <Probe onReady={(u) => (uploader = u)} />
        </Services>,
      );
      expect(await uploader!.transcode!(uploaded)).toEqual(expected);
    }
  });
});
