/**
 * ffmpeg and ffprobe open inputs through protocols, and some formats (HLS playlists, concat lists) name further
 * inputs inside the file. Each input gets the narrowest allow-list for what it is: a local file, a pipe, or an
 * https URL of the store (with the tls and tcp it runs on). http, ftp, data, concat, subfile, hls and the rest stay
 * closed, so a crafted upload cannot make the engine read other files or reach other hosts.
 */
export function inputProtocols(input: string): string {
  if (/^https:\/\//i.test(input)) return 'https,tls,tcp';
  if (/^pipe:/.test(input)) return 'pipe';
  return 'file';
}

/** The arguments with `-protocol_whitelist` set before every `-i` input (a per-input option). */
export function withInputProtocols(args: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    const input = args[i + 1];
    if (arg === '-i' && input !== undefined) out.push('-protocol_whitelist', inputProtocols(input));
    out.push(arg);
  }
  return out;
}
