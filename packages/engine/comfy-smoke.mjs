// `node packages/engine/comfy-smoke.mjs http://gpu-host:8188 [template ...]`: the smoke test of a ComfyUI GPU worker
// (docs/gpu-workers.md). Runs each workflow template's smallest job through the adapter and checks the result with
// ffprobe; exits 1 when any template fails. COMFY_VARIABLES='{"unet":"..."}' passes the deployment's model names.
import { sourceRunner } from './source-runner.mjs';

const [baseUrl, ...only] = process.argv.slice(2);
if (!baseUrl) {
  process.stderr.write('usage: node packages/engine/comfy-smoke.mjs <ComfyUI URL> [template ...]\n');
  process.exit(2);
}

const source = await sourceRunner();
const { runSmokeTest } = await source.load('/src/comfyui/index.ts');

const rows = await runSmokeTest({
  baseUrl,
  only: only.length ? only : undefined,
  variables: process.env.COMFY_VARIABLES ? JSON.parse(process.env.COMFY_VARIABLES) : undefined,
  maxUploadBytes: process.env.COMFY_MAX_UPLOAD_MB ? Number(process.env.COMFY_MAX_UPLOAD_MB) * 1024 * 1024 : undefined,
});
for (const row of rows)
  process.stdout.write(
    `${row.status.padEnd(7)} ${row.template.padEnd(22)} ${row.seconds.toFixed(1).padStart(6)} s  ${row.detail}\n`,
  );
await source.close();
process.exit(rows.some((r) => r.status === 'failed') ? 1 : 0);
