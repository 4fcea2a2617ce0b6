import type { UserInfo, Work } from '@framewise/contracts';
import { brandColors, neutrals, statusColors } from '@framewise/ui-kit';

const palettes = [
  [brandColors.domestic.accent, brandColors.overseas.accent, statusColors.warning],
  [brandColors.overseas.accent, statusColors.success, brandColors.domestic.accentHover],
  [statusColors.danger, brandColors.domestic.accent, statusColors.warning],
  [statusColors.success, brandColors.overseas.accentHover, neutrals.dark.text],
] as const;

/**
 * A generated picture as an SVG data URI, so stories and tests have real thumbnails that load offline. Colours
 * come from the ui-kit tokens.
 */
export function artwork(index = 0, width = 640, height = 400): string {
  const [sky, glow, sun] = palettes[index % palettes.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}"><defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="${glow}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#s)"/><circle cx="${width * (0.25 + 0.15 * (index % 4))}" cy="${height * 0.42}" r="${height * 0.14}" fill="${sun}"/><path d="M0 ${height * 0.72} L${width * 0.35} ${height * 0.5} L${width * 0.7} ${height * 0.74} L${width} ${height * 0.6} V${height} H0Z" fill="${neutrals.dark.raised}"/></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

let seq = 0;

/** A finished public-ready image-to-video work; override what a case needs. */
export function makeWork(overrides: Partial<Work> = {}): Work {
  seq += 1;
  const id = overrides.id ?? `work-${seq}`;
  return {
    id,
    tool: 'img2video',
    prompt: 'A lighthouse on a cliff at sunset, waves rolling in',
    style: null,
    ratio: 4,
    width: 1280,
    height: 720,
    quality: null,
    duration: 5,
    motion_speed: 5,
    move_type: 'zoom_in',
    reference_img: null,
    mask_img: null,
    reference_video: null,
    seed: -1,
    mode: 0,
    private: false,
    status: 1,
    progress: 100,
    pubStatus: null,
    // A path of the catalog's own origin, not the API: stories stay offline (the poster shows).
    url: `/story/works/${id}.mp4`,
    cover: artwork(seq, 1280, 720),
    engine: 'local',
    notes: [],
    msg: null,
    cost: 10,
    params: { model: '90', ratio: 4, duration: 5, motion_speed: 5, move_type: 'zoom_in', prompt: 'A lighthouse' },
    author: { uuid: 'user-1', nickname: 'Mia', avatar_url: '' },
    isOwner: true,
    created_at: '2026-11-20T09:30:00.000Z',
    ...overrides,
  };
}

/** A logged-in user for the store. */
export const member: Partial<UserInfo> = {
  uuid: 'user-1',
  nickname: 'Mia',
  permanentPoints: 120,
  vip_points: 300,
  dailyCount: 20,
};
