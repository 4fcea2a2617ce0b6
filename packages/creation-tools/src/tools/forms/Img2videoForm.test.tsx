import { createFakeServer, ok } from '@framewise/api-client/testing';
import { type AspectRatioPreset, DEFAULT_ASPECT_PRESETS, presetFromLabel, type UploadProps } from '@framewise/upload';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ToolWorkspace } from '../ToolWorkspace';
import { acceptedOf, member, TOOL_CONFIGS, workspaceRoutes } from '../test-utils/fixtures';
import { renderTools } from '../test-utils/render';

// jsdom runs no cropper, so the upload control stands in as a user who confirms a crop to one of its presets (or
// keeps the whole image) and whose file then goes up; the control's own dialog is tested in @framewise/upload.
vi.mock('@framewise/upload', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@framewise/upload')>()),
  Upload: (props: UploadProps) => CropStandIn(props),
}));

const WIDE_CINEMA = presetFromLabel('21:9', 10) as AspectRatioPreset;
const GENERATE = 'POST /api/images/animation/generate';
const uploaded = { key: 'upload/u-tools-1/scene.png', url: '/story/scene.png' };

function CropStandIn({ crop, onCropped, onUploaded }: UploadProps) {
  const options = typeof crop === 'object' ? crop : {};
  const file = new File(['scene'], 'scene.png', { type: 'image/png' });
  return (
    <div data-testid="crop-stand-in" data-starts-on={String(options.defaultPreset)}>
      {[...DEFAULT_ASPECT_PRESETS, WIDE_CINEMA].map((preset) => (
        <button
          key={preset.label}
          type="button"
          onClick={() => {
            onCropped?.(preset);
            onUploaded?.(uploaded, file);
          }}
        >
          crop {preset.label}
        </button>
      ))}
      {options.allowOriginal && (
        <button type="button" onClick={() => onUploaded?.(uploaded, file)}>
          whole image
        </button>
      )}
    </div>
  );
}

function server(configs = { ...TOOL_CONFIGS }) {
  return createFakeServer({
    ...workspaceRoutes(configs),
    [GENERATE]: ok(acceptedOf({ id: 'tk9', tool: 'img2video', status: -2, cost: 2, queuePosition: 1 })),
  });
}

async function open(tool: 'img2video' | 'img2video_v2', api = server()) {
  renderTools(<ToolWorkspace group="aiVideo" />, {
    server: api,
    user: member,
    path: `/ai-video-generator?tool=${tool}`,
  });
  await screen.findByRole('button', { name: 'Generate' });
  return api;
}

const ratioField = () => within(document.querySelector('[data-field="ratio"]') as HTMLElement);

describe.each(['img2video', 'img2video_v2'] as const)('%s reference image crop', (tool) => {
  it('starts the crop on the draft ratio, and a confirmed crop sets the ratio the video is made in', async () => {
    const api = await open(tool);
    const control = screen.getByTestId('crop-stand-in');
    expect(control).toHaveAttribute('data-starts-on', '4');
    expect(ratioField().getByRole('radio', { name: '16:9' })).toBeChecked();

    await userEvent.click(within(control).getByRole('button', { name: 'crop 9:16' }));
    expect(ratioField().getByRole('radio', { name: '9:16' })).toBeChecked();
    // The next crop starts on the ratio the form now holds.
    expect(screen.getByTestId('crop-stand-in')).toHaveAttribute('data-starts-on', '3');

    await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(api.callsTo(GENERATE)).toHaveLength(1));
    expect(api.callsTo(GENERATE)[0]?.body).toMatchObject({ tool, reference_img: uploaded.key, ratio: 3 });
  });

  it('keeps the ratio for the whole image and for a crop to a ratio the tool does not offer', async () => {
    await open(tool);
    await userEvent.click(screen.getByRole('button', { name: 'crop 1:1' }));
    expect(ratioField().getByRole('radio', { name: '1:1' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'whole image' }));
    expect(ratioField().getByRole('radio', { name: '1:1' })).toBeChecked();

    await userEvent.click(screen.getByRole('button', { name: 'crop 21:9' }));
    expect(ratioField().getByRole('radio', { name: '1:1' })).toBeChecked();
  });

  it("refuses a cropped ratio the user's tier may not pick, as a click on it would", async () => {
    const gated = TOOL_CONFIGS[tool];
    const ratios = (gated.options.ratio ?? []).map((o) => (o.value === 3 ? { ...o, vip: true } : o));
    await open(tool, server({ ...TOOL_CONFIGS, [tool]: { ...gated, options: { ...gated.options, ratio: ratios } } }));

    await userEvent.click(screen.getByRole('button', { name: 'crop 9:16' }));
    expect(await screen.findByText('Only subscribers can use this feature.')).toBeInTheDocument();
    expect(ratioField().getByRole('radio', { name: /^16:9/ })).toBeChecked();
    expect(ratioField().getByRole('radio', { name: /^9:16/ })).not.toBeChecked();
  });
});
